import type { Report1099 } from '../contract/tax-forms';
import { TAX_CLASSIFICATION_LABELS } from './tax-classification';

const HEADER = [
  'Vendor',
  'Legal name',
  'Business name',
  'Tax classification',
  'TIN type',
  'TIN',
  'Address',
  'Payments',
  'Box 1 nonemployee compensation (USD)',
  'Meets filing threshold',
];

// RFC 4180 quoting; a cell starting with = + - @ is prefixed with ' so a spreadsheet shows it
// as text instead of running it (a vendor name is data from an e-mail).
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The 1099-NEC report as CSV (header row, one row per vendor, CRLF line ends). */
export const form1099Csv = (report: Report1099): string =>
  [
    HEADER,
    ...report.rows.map((row) => [
      row.vendor_name,
      row.legal_name ?? '',
      row.business_name ?? '',
      row.tax_classification ? TAX_CLASSIFICATION_LABELS[row.tax_classification] : '',
      row.tin_type ?? '',
      row.tin ?? '',
      row.address ?? '',
      String(row.payment_count),
      row.amount_paid.toFixed(2),
      row.meets_threshold ? 'Yes' : 'No',
    ]),
  ]
    .map((cells) => cells.map(cell).join(','))
    .join('\r\n')
    .concat('\r\n');

export const form1099CsvFilename = (year: number) => `1099-nec-${year}.csv`;
