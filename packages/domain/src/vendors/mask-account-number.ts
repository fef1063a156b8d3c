const MASK = '••••';

/**
 * Shows only the last four digits of an account number: "123456789" -> "••••6789".
 * Spaces and dashes are ignored; four or fewer characters are still masked in front.
 * Missing or blank gives "".
 */
export function maskAccountNumber(accountNumber: string | null | undefined): string {
  const compact = (accountNumber ?? '').replace(/[\s-]/g, '');
  if (compact === '') return '';
  return `${MASK}${compact.slice(-4)}`;
}
