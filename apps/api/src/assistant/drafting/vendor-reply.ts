import type { SendEmailParameters } from '@ap/domain/contract';
import type { VendorRow } from '../../vendors/vendor-view';
import { replySubject } from './vendor-request';

/** An e-mail to the vendor in the invoice's thread carrying the given paragraphs. */
export const composeVendorReply = (input: {
  vendor: VendorRow;
  paragraphs: readonly string[];
  threadSubject: string | null | undefined;
  invoiceNumber: string | null;
  organizationName: string;
}): SendEmailParameters => {
  const greeting = input.vendor.contactName?.trim() || input.vendor.name.trim() || 'there';
  const body = [
    `Hello ${greeting},`,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    'Thank you,',
    `${input.organizationName} Accounts Payable`,
  ].join('\n');
  return {
    to: input.vendor.contactEmail ? [input.vendor.contactEmail] : [],
    cc: [],
    subject: replySubject(input.threadSubject, input.invoiceNumber),
    body,
  };
};
