import { hasOrgRoleAtLeast } from '@ap/domain';
import type { Invoice } from '@ap/domain/contract';
import type { AppDeps } from '../../app-env';
import type { Caller } from '../../auth/caller';
import { conflict, forbidden, notFound } from '../../http/api-error';
import { getInvoice } from '../../invoices/invoice-queries';
import { queueReviews } from '../review/review-queue';
import { decideApproval } from './decide-approval';

/**
 * POST /api/invoices/{id}/approvals/approve: the signed-in user approves the waiting step that
 * is theirs: one naming their e-mail or listing it (any one of), else a role step their role
 * may take (Admin: any Admin or Owner; Owner: an Owner), never one beside the step they
 * already approved, and the requisitioner only the Requisitioner step. Then the assistant reviews the invoice, drafting its payment once
 * it is ready.
 */
export const approveInApp = async (deps: AppDeps, caller: Caller, id: string): Promise<Invoice> => {
  const outcome = await deps.db.transaction((tx) =>
    decideApproval(tx, {
      orgId: caller.orgId,
      invoiceId: id,
      person: {
        email: caller.email,
        isAdmin: hasOrgRoleAtLeast(caller.membership, 'Admin'),
        isOwner: hasOrgRoleAtLeast(caller.membership, 'Owner'),
      },
      verdict: 'approved',
      via: 'in the app',
      actor: { orgId: caller.orgId, userId: caller.userId, email: caller.email },
      trigger: 'user_message',
    }),
  );
  if (outcome.kind === 'not_found') throw notFound('Invoice');
  if (outcome.kind === 'none_waiting')
    throw conflict('Nothing to approve: no approval step of this invoice is waiting');
  if (outcome.kind === 'not_approver' && outcome.approvedAs)
    throw forbidden(
      `You already approved this invoice as ${outcome.approvedAs}; one person approves one step, so it waits for ${outcome.waitingFor.join(', ')}`,
    );
  if (outcome.kind === 'not_approver')
    throw forbidden(
      `This invoice's approval waits for ${outcome.waitingFor.join(', ')}; you are signed in as ${caller.email}`,
    );
  await queueReviews(deps.jobs, caller.orgId, [id], 'user_message');
  return getInvoice(deps.db, caller.orgId, id);
};
