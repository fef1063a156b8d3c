import { randomUUID } from 'node:crypto';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { DEMO_OWNER, signInThroughHostedPage } from '../support/sign-in';
import { expectToast } from '../support/toasts';

// User Management against the real API and the auth stand-in: the Owner invites a teammate,
// the invitation e-mail reaches their mailbox, they sign up on the hosted page and use the
// product as a Member; the audit log shows the invitation.

test('an Owner invites a member, who signs up and works with Member rights; the audit log shows it', async ({
  browser,
  page,
  urls,
  baseURL,
}) => {
  test.slow(); // two people sign in through the hosted pages, and four screens
  const invitee = `new.member.${randomUUID().slice(0, 8)}@acme.test`;

  await signInThroughHostedPage(page, DEMO_OWNER);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'User Management' }).click();
  const drawer = page.getByRole('dialog', { name: 'User Management' });
  await expect(drawer.getByRole('listitem', { name: 'Olivia Owens' })).toContainText('You');
  await expect(drawer.getByRole('listitem', { name: 'Olivia Owens' })).toContainText(
    'The last Owner cannot be removed or demoted.',
  );
  await drawer.getByLabel('E-mail address').fill(invitee);
  await expect(drawer.getByLabel('Role', { exact: true })).toHaveValue('Member');
  await drawer.getByRole('button', { name: 'Send invite' }).click();
  await expectToast(page, `Invitation sent to ${invitee}`);
  const pending = drawer.getByRole('list', { name: /^Pending invitations/ });
  await expect(pending.getByRole('listitem', { name: invitee })).toContainText('Member');
  await expectAccessible(page);

  // The invitation is in the invitee's mailbox (the sandbox's mail desk lists every mailbox).
  const desk = await browser.newPage();
  await desk.goto(urls.gmail);
  await expect(desk.getByText('You have been invited to join Acme Corp').first()).toBeVisible();
  await desk.close();

  // The invitee, in their own browser: Sign Up on the hosted page with the invited address.
  const theirs = await browser.newContext({ baseURL });
  const member = await theirs.newPage();
  await member.goto('/');
  await member.getByRole('button', { name: 'Sign Up' }).click();
  await member.waitForURL(/\/signup\?/);
  await member.getByLabel('First name').fill('Nova');
  await member.getByLabel('Last name').fill('Member');
  await member.getByLabel('Work email').fill(invitee);
  await member.getByLabel('Password').fill('correct-horse-battery');
  await member.getByRole('button', { name: 'Create account' }).click();
  await expect(member).toHaveURL(`${baseURL}/dashboard`);
  // The product, with Member rights: Admin-only actions disabled with the reason.
  const tasks = member.getByRole('region', { name: 'Pending Tasks' });
  await expect(tasks.getByRole('button', { name: 'Approve' }).first()).toBeDisabled();
  await expect(tasks.getByText('Only an Admin or Owner can approve tasks.').first()).toBeVisible();
  await member.goto('/settings?drawer=userManagement');
  const readOnly = member.getByRole('dialog', { name: 'User Management' });
  await expect(
    readOnly.getByText('Only an Admin or Owner can invite, change or remove members.'),
  ).toBeVisible();
  await expect(readOnly.getByRole('listitem', { name: 'Nova Member' })).toContainText('Member');
  await expect(readOnly.getByLabel('E-mail address')).toHaveCount(0);
  await member.goto('/admin/audit-log');
  await expect(member.getByText('Only an Admin or Owner can see the audit log.')).toBeVisible();
  await theirs.close();

  // The Owner: the invitee is a Member now, and the audit log shows the invitation.
  await page.reload(); // the open drawer is in the address
  await expect(
    page.getByRole('dialog', { name: 'User Management' }).getByRole('listitem', {
      name: 'Nova Member',
    }),
  ).toContainText('Member');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log/);
  await page.getByLabel('Action').selectOption({ label: 'Invited a member' });
  const row = page.getByRole('row', { name: new RegExp(`Member ${invitee.replace('.', '\\.')}`) });
  await expect(row).toContainText('owner@acme.test');
  await expect(row).toContainText('Invited a member');
  await expect(row).toContainText('role: Member');
  await expectAccessible(page);
});
