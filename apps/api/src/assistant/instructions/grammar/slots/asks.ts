import type { VendorAsk } from '../../../drafting/vendor-request';
import { findPhrase } from '../words';

/** What a vendor can be asked for, as people name it (phrases of vocabulary words). */
export const ASK_WORDS: Record<VendorAsk, readonly string[]> = {
  w9: ['w-9', 'w9', 'w 9', 'tax form', 'form w-9'],
  tax_id: [
    'tax id',
    'taxid',
    'tax-id',
    'tin',
    'ein',
    'tax number',
    'tax identification*',
    'employer identification',
  ],
  bank_details: [
    'bank*',
    'account number',
    'routing*',
    'ach',
    'wire instructions',
    'wire details',
    'payment details',
    'payment info*',
    'remittance details',
  ],
  corrected_invoice: [
    'corrected invoice',
    'correct invoice',
    'revised invoice',
    'amended invoice',
    'new invoice',
    'updated invoice',
    'fixed invoice',
    'corrected copy',
    'credit note',
    'credit memo',
    'reissue*',
    're-issue*',
    'correction',
  ],
  po_number: ['po', 'p.o', 'po#', 'po number', 'purchase order*'],
  remittance_address: [
    'remittance address',
    'remit to',
    'remit-to',
    'remittance',
    'mailing address',
    'address',
    'where to send',
  ],
  duplicate_confirmation: ['duplicat*', 'dupe'],
};

/** Everything asked for in the words, in the order of ASK_WORDS. */
export const findAsks = (words: readonly string[]): VendorAsk[] => {
  const asks = (Object.keys(ASK_WORDS) as VendorAsk[]).filter((ask) =>
    ASK_WORDS[ask].some((phrase) => findPhrase(words, phrase) >= 0),
  );
  // 'remittance details' are bank details, not an address.
  if (asks.includes('bank_details') && findPhrase(words, 'remittance details') >= 0)
    return asks.filter((ask) => ask !== 'remittance_address');
  return asks;
};
