import MailComposer from 'nodemailer/lib/mail-composer';
import type { AuthContext } from './context';
import type { Invite } from './model';
import { encodeReturnTarget } from './return-target';

/**
 * The invitation e-mail PropelAuth sends: who invited them, to which org and role, and the
 * hosted sign-up and sign-in pages (either joins the org), returning to the app.
 */
export const sendInviteMail = async (ctx: AuthContext, invite: Invite): Promise<void> => {
  const org = ctx.directory.org(invite.orgId);
  if (!ctx.mailDrop || !org) return;
  const inviter = invite.inviterUserId
    ? ctx.directory.state.users[invite.inviterUserId]
    : undefined;
  const rt = encodeURIComponent(encodeReturnTarget(`${ctx.appUrl}/dashboard`));
  const text = [
    `${inviter?.email ?? 'An administrator'} invited you to join ${org.name} as ${invite.role}.`,
    '',
    `Create your account with this e-mail address: ${ctx.issuer}/signup?rt=${rt}`,
    `Already have an account? Sign in: ${ctx.issuer}/login?rt=${rt}`,
    '',
    `The invitation expires on ${new Date(invite.expiresAt * 1000).toUTCString()}.`,
  ].join('\n');
  const source = await new MailComposer({
    from: `${org.name} <no-reply@${new URL(ctx.issuer).hostname}>`,
    to: invite.email,
    subject: `You have been invited to join ${org.name}`,
    text,
  })
    .compile()
    .build();
  await ctx.mailDrop(invite.email, source).catch((error: Error) => {
    // The invitation stands without its e-mail (PropelAuth's own mail can bounce too).
    console.error(`invitation e-mail to ${invite.email} not filed: ${error.message}`);
  });
};
