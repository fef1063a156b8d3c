import { z } from 'zod';
import { readProtections } from '../../drafting/protections';
import { composeVendorRequest, type VendorAsk } from '../../drafting/vendor-request';
import { threadReferenceOf } from '../../sending/thread-reference';
import { defineAction } from '../action';
import { nameOf } from '../context';
import { draftAndAnswer, messageKey } from '../draft-and-answer';
import { vendorToWrite } from './vendor-contact';

const ASKS = [
  'w9',
  'tax_id',
  'bank_details',
  'corrected_invoice',
  'po_number',
  'remittance_address',
  'duplicate_confirmation',
] as const satisfies readonly VendorAsk[];

const ASK_LABELS: Record<VendorAsk, string> = {
  tax_id: 'their tax ID',
  w9: 'a W-9',
  bank_details: 'their bank details',
  remittance_address: 'their remittance address',
  corrected_invoice: 'a corrected invoice',
  po_number: 'a PO number',
  duplicate_confirmation: 'a duplicate confirmation',
};

export const askVendor = defineAction({
  name: 'ask_vendor',
  description:
    'Draft an e-mail asking the vendor for documents or details: a W-9, their tax ID, their bank details, a corrected invoice, a PO number, a remittance address, or whether the invoice is a duplicate.',
  schema: z.object({ asks: z.array(z.enum(ASKS)).min(1).max(ASKS.length) }).strict(),
  reads: "the vendor's contact, the invoice's checks and the thread's subject",
  changes: 'drafts a send_email task to the vendor',
  governedBy:
    'email external party; asking for bank details always needs approval (they come back through update payment information, always protected)',
  run: (ctx, { asks }) =>
    draftAndAnswer(ctx, async (tx) => {
      const found = await vendorToWrite(tx, ctx);
      if ('refuse' in found) return found;
      const { vendor } = found;
      const thread = await threadReferenceOf(tx, ctx.caller.orgId, ctx.threadId);
      const protections = await readProtections(tx, ctx.caller.orgId);
      const unique = [...new Set(asks)];
      const asked = unique.map((ask) => ASK_LABELS[ask]).join(' and ');
      return {
        what: `an e-mail to ${vendor.contactEmail} asking for ${asked} for ${nameOf(ctx.invoice)}`,
        // Bank details are where money goes: the request is always read by a person first.
        forceApproval: unique.includes('bank_details')
          ? 'a request for bank details always is'
          : undefined,
        draft: {
          taskType: 'send_email',
          parameters: composeVendorRequest({
            vendor,
            asks: unique,
            checks: ctx.invoice.checks,
            invoice: ctx.invoice,
            threadSubject: thread?.subject,
            organizationName: protections.org.name,
          }),
          dedupeKey: messageKey(ctx, 'send_email'),
          protection: protections.emailVendor(),
          description: `Ask ${vendor.contactEmail} for ${asked}`,
        },
      };
    }),
});
