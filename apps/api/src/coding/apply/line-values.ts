import type { lineItems } from '../../db/schema';

type LineRow = typeof lineItems.$inferSelect;

/** The columns of the dimensions QuickBooks has a field for; others live in coding_dimensions. */
const COLUMNS = {
  account: 'quickbooksAccount',
  class: 'quickbooksClass',
  department: 'quickbooksDepartment',
} as const satisfies Record<string, keyof LineRow>;

type ColumnKey = keyof typeof COLUMNS;
const isColumn = (key: string): key is ColumnKey => key in COLUMNS;

/** Whether the dimension has a line column of its own (account, class, department). */
export const hasColumn = (key: string) => isColumn(key);

/** A line's value for a dimension ('' when it has none). */
export const lineValue = (
  row: Pick<LineRow, (typeof COLUMNS)[ColumnKey] | 'codingDimensions'>,
  key: string,
): string => (isColumn(key) ? row[COLUMNS[key]] : row.codingDimensions[key])?.trim() ?? '';

/** The update that sets a dimension's value on a line (null clears it). */
export const lineValuePatch = (
  row: Pick<LineRow, 'codingDimensions'>,
  key: string,
  value: string | null,
): Partial<LineRow> => {
  if (isColumn(key)) return { [COLUMNS[key]]: value };
  const { [key]: _old, ...rest } = row.codingDimensions;
  return { codingDimensions: value === null ? rest : { ...rest, [key]: value } };
};
