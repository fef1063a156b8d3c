/**
 * Vendor details a vendor writes in a reply ('Our EIN is 12-3456789', 'Routing: 021000021').
 * Read as data: a value is taken only in the shape it must have (a routing number passes the
 * ABA checksum), and nothing in the text is followed as an instruction.
 */
export type VendorDetails = Partial<
  Record<
    | 'tax_id'
    | 'tax_id_type'
    | 'legal_entity_name'
    | 'legal_entity_type'
    | 'legal_address'
    | 'bank_name'
    | 'bank_address'
    | 'bank_account_beneficiary'
    | 'account_number'
    | 'routing_number',
    string
  >
>;

/** Drops quoted history: '>' lines and everything after 'On … wrote:' or an original-message marker. */
export const stripQuoted = (text: string): string => {
  const kept: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*On\b.{0,200}\bwrote:\s*$/i.test(line)) break;
    if (/^\s*-{2,}\s*(?:Original Message|Forwarded message)\s*-{2,}/i.test(line)) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return kept.join('\n');
};

/** The ABA routing-number checksum (3-7-1 weights). */
export const isValidRoutingNumber = (digits: string): boolean => {
  if (!/^\d{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum =
    3 * ((d[0] ?? 0) + (d[3] ?? 0) + (d[6] ?? 0)) +
    7 * ((d[1] ?? 0) + (d[4] ?? 0) + (d[7] ?? 0)) +
    ((d[2] ?? 0) + (d[5] ?? 0) + (d[8] ?? 0));
  return sum % 10 === 0 && digits !== '000000000';
};

const LABEL_END = String.raw`\s*(?:number|no\.?|num\.?|#)?\s*(?:is|[:#=-])?\s*`;

/** The rest of a 'Label: value' line, trimmed of trailing punctuation. */
const labelled = (text: string, label: string): string | undefined => {
  const match = new RegExp(String.raw`^[ \t*-]*(?:${label})\s*(?:is|[:=-])\s*(.+)$`, 'im').exec(
    text,
  );
  const value = match?.[1]?.trim().replace(/[.;,]+$/, '');
  return value && value.length <= 200 ? value : undefined;
};

const ENTITY_TYPES: [RegExp, string][] = [
  [/\bS[\s-]?corp(?:oration)?\b/i, 'S Corporation'],
  [/\bC[\s-]?corp(?:oration)?\b/i, 'C Corporation'],
  [/\bLLC\b|limited liability company/i, 'LLC'],
  [/\bpartnership\b/i, 'Partnership'],
  [/\bsole\s*proprietor(?:ship)?\b|\bindividual\b/i, 'Sole Proprietorship'],
  [/\btrust\b|\bestate\b/i, 'Trust/Estate'],
  [/\bcorporation\b|\bInc\.?\b/i, 'Corporation'],
];

/** Reads the vendor details a reply carries; fields not found are left out. */
export function extractVendorDetails(input: string): VendorDetails {
  const text = stripQuoted(input);
  const details: VendorDetails = {};
  const ein =
    new RegExp(
      String.raw`\b(?:EIN|FEIN|TIN|tax\s*id(?:entification)?|federal\s*tax\s*id|employer\s*identification)${LABEL_END}(\d{2}-?\d{7})\b`,
      'i',
    ).exec(text) ?? /\b(\d{2}-\d{7})\b/.exec(text);
  const ssn = new RegExp(
    String.raw`\b(?:SSN|social\s*security)${LABEL_END}(\d{3}-\d{2}-\d{4})\b`,
    'i',
  ).exec(text);
  if (ein?.[1]) {
    const digits = ein[1].replace('-', '');
    details.tax_id = `${digits.slice(0, 2)}-${digits.slice(2)}`;
    details.tax_id_type = 'EIN';
  } else if (ssn?.[1]) {
    details.tax_id = ssn[1];
    details.tax_id_type = 'SSN';
  }
  const routing = new RegExp(
    String.raw`\b(?:routing|ABA|RTN)(?:\s*transit)?${LABEL_END}(\d{9})\b`,
    'i',
  ).exec(text)?.[1];
  if (routing && isValidRoutingNumber(routing)) details.routing_number = routing;
  const account = new RegExp(
    String.raw`\b(?:account|acct\.?)(?!\s*(?:holder|name|beneficiary|type))${LABEL_END}(\d[\d -]{2,20}\d)\b`,
    'i',
  ).exec(text)?.[1];
  if (account) {
    const digits = account.replace(/[ -]/g, '');
    if (digits.length >= 4 && digits.length <= 17 && digits !== details.routing_number)
      details.account_number = digits;
  }
  const fields: [keyof VendorDetails, string][] = [
    ['bank_name', String.raw`bank(?:\s*name)?`],
    ['bank_address', String.raw`bank\s*address`],
    [
      'bank_account_beneficiary',
      String.raw`(?:account\s*)?(?:beneficiary|account\s*holder|account\s*name)(?:\s*name)?`,
    ],
    ['legal_entity_name', String.raw`legal\s*(?:entity\s*)?name`],
    ['legal_address', String.raw`legal\s*address`],
  ];
  for (const [field, label] of fields) {
    const value = labelled(text, label);
    if (value) details[field] = value;
  }
  const entity = labelled(text, String.raw`(?:legal\s*)?entity\s*type|(?:tax\s*)?classification`);
  if (entity) {
    details.legal_entity_type =
      ENTITY_TYPES.find(([pattern]) => pattern.test(entity))?.[1] ?? entity;
  }
  return details;
}
