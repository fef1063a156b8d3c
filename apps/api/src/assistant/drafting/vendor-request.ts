import { type EnforcedTest, formatCents } from '@ap/domain';
import type { Check, SendEmailParameters } from '@ap/domain/contract';
import type { VendorRow } from '../../vendors/vendor-view';

/** What the assistant can ask a vendor for. */
export type VendorAsk =
  | 'tax_id'
  | 'w9'
  | 'bank_details'
  | 'remittance_address'
  | 'corrected_invoice'
  | 'po_number'
  | 'duplicate_confirmation';

const blank = (value: string | null | undefined) => !value?.trim();

/** The W-9's fields and the mandatory-checks item that requires each (SPEC §3). */
const W9_FIELDS = [
  ['taxId', 'tax_id_known'],
  ['taxIdType', 'tax_id_type_known'],
  ['legalEntityName', 'legal_name_known'],
  ['legalEntityType', 'entity_type_known'],
  ['legalAddress', 'legal_address_on_file'],
] as const satisfies readonly (readonly [keyof VendorRow, string])[];
const BANK_FIELDS = [
  'bankName',
  'bankAddress',
  'bankAccountBeneficiary',
  'accountNumber',
  'routingNumber',
] as const satisfies readonly (keyof VendorRow)[];

const failed = (checks: readonly Check[], name: string) =>
  checks.find((check) => check.name === name && check.status === 'failed' && !check.overridden);

/**
 * What is missing that only the vendor can give: its tax id and W-9 (legal name, entity type
 * and address come with it), its bank details, its remittance address, a corrected invoice
 * when the line items do not add up, a confirmation when the invoice looks like a duplicate.
 * Tax id and W-9 are asked for only where the organisation's mandatory checks require a
 * missing field (`enforced`); bank details and the remittance address are always required.
 */
export const missingFromVendor = (
  vendor: VendorRow | undefined,
  checks: readonly Check[],
  enforced: EnforcedTest = () => true,
): VendorAsk[] => {
  const asks: VendorAsk[] = [];
  if (vendor) {
    if (blank(vendor.taxId) && enforced('tax_id_known')) asks.push('tax_id');
    const w9FieldMissing = W9_FIELDS.some(
      ([field, item]) => blank(vendor[field]) && enforced(item),
    );
    // 'Current W-9 on File', when enforced, needs the form itself, not only its fields.
    const w9Missing = !vendor.w9ReceivedAt && enforced('current_w9_on_file');
    if (w9FieldMissing || w9Missing) asks.push('w9');
    if (BANK_FIELDS.some((field) => blank(vendor[field]))) asks.push('bank_details');
    if (blank(vendor.address)) asks.push('remittance_address');
  }
  if (failed(checks, 'line_items_total_matches')) asks.push('corrected_invoice');
  if (failed(checks, 'invoice_number_unique')) asks.push('duplicate_confirmation');
  return asks;
};

const askText = (ask: VendorAsk, checks: readonly Check[]): string => {
  switch (ask) {
    case 'tax_id':
      return 'your tax ID (EIN or TIN)';
    case 'w9':
      return 'a completed and signed Form W-9 (legal name, entity type and legal address)';
    case 'bank_details':
      return 'your bank details for ACH payment: bank name and address, account beneficiary, routing number and account number';
    case 'remittance_address':
      return 'your remittance address';
    case 'corrected_invoice': {
      const reason = failed(checks, 'line_items_total_matches')?.reason;
      return `a corrected invoice: the line items do not match the total${reason ? ` (${reason})` : ''}`;
    }
    case 'po_number':
      return 'the purchase order (PO) number this invoice bills against';
    case 'duplicate_confirmation': {
      const reason = failed(checks, 'invoice_number_unique')?.reason;
      return `a confirmation whether this invoice is a duplicate${reason ? ` (${reason})` : ''} or a new invoice`;
    }
  }
};

/** 'Re: <thread subject>' (once), or a subject naming the invoice. */
export const replySubject = (
  threadSubject: string | null | undefined,
  invoiceNumber: string | null,
) => {
  const subject = threadSubject?.trim();
  if (!subject) return `Invoice ${invoiceNumber ?? ''}`.trim();
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
};

/**
 * The e-mail asking the vendor for exactly what is missing, written in the invoice's thread:
 * 'Re: <subject>', greeting the vendor's contact, naming the invoice number and amount.
 */
export const composeVendorRequest = (input: {
  vendor: VendorRow;
  asks: readonly VendorAsk[];
  checks: readonly Check[];
  invoice: { invoiceNumber: string | null; amountCents: number; currency: string };
  threadSubject: string | null | undefined;
  organizationName: string;
}): SendEmailParameters => {
  const { vendor, invoice } = input;
  const greeting = vendor.contactName?.trim() || vendor.name.trim() || 'there';
  const number = invoice.invoiceNumber ? `invoice ${invoice.invoiceNumber}` : 'your invoice';
  const amount = formatCents(invoice.amountCents, invoice.currency);
  const lines = input.asks.map((ask) => `- ${askText(ask, input.checks)}`);
  const body = [
    `Hello ${greeting},`,
    '',
    `Thank you for ${number} for ${amount}. Before we can pay it, we need:`,
    '',
    ...lines,
    '',
    'Could you reply to this e-mail with the above?',
    '',
    'Thank you,',
    `${input.organizationName} Accounts Payable`,
  ].join('\n');
  return {
    to: vendor.contactEmail ? [vendor.contactEmail] : [],
    cc: [],
    subject: replySubject(input.threadSubject, invoice.invoiceNumber),
    body,
  };
};
