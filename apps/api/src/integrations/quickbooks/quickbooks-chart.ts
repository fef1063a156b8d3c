import type { QboEntity, QuickbooksBooks } from './quickbooks-books';

/** One list entry as the product keeps it. */
export type ChartRow = {
  qboId: string;
  name: string;
  fullName: string;
  number: string | null;
  type: string | null;
};

export type QuickbooksChart = {
  accounts: ChartRow[];
  classes: ChartRow[];
  /** QuickBooks calls locations "Department" in its API. */
  departments: ChartRow[];
  customers: ChartRow[];
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const row = (
  entity: QboEntity,
  nameField: 'Name' | 'DisplayName',
  typeField?: string,
): ChartRow => {
  const name = text(entity[nameField]) ?? entity.Id;
  return {
    qboId: entity.Id,
    name,
    fullName: text(entity.FullyQualifiedName) ?? name,
    number: text(entity.AcctNum),
    type: typeField ? text(entity[typeField]) : null,
  };
};

/** Every active entry of a list, a page (Intuit's maximum, 1,000) at a time. */
const readAll = async (books: QuickbooksBooks, entity: string): Promise<QboEntity[]> => {
  const all: QboEntity[] = [];
  for (let start = 1; ; start += 1000) {
    const page = await books.query(
      entity,
      `select * from ${entity} where Active = true startposition ${start} maxresults 1000`,
    );
    all.push(...page);
    if (page.length < 1000) return all;
  }
};

/** The chart of accounts, classes, locations and customers/jobs of the connected company. */
export const readQuickbooksChart = async (books: QuickbooksBooks): Promise<QuickbooksChart> => {
  const [accounts, classes, departments, customers] = await Promise.all([
    readAll(books, 'Account'),
    readAll(books, 'Class'),
    readAll(books, 'Department'),
    readAll(books, 'Customer'),
  ]);
  return {
    accounts: accounts.map((a) => row(a, 'Name', 'AccountType')),
    classes: classes.map((c) => row(c, 'Name')),
    departments: departments.map((d) => row(d, 'Name')),
    customers: customers.map((c) => row(c, 'DisplayName')),
  };
};
