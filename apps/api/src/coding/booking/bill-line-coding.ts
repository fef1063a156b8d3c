import type { CodingDimensionDefinition } from '@ap/domain';
import { type QboEntity, QuickbooksRefusal } from '../../integrations/quickbooks/quickbooks-books';
import { hasColumn } from '../apply/line-values';

type CodedItem = {
  amountCents: number;
  description: string;
  quickbooksClass: string | null;
  quickbooksDepartment: string | null;
  codingDimensions: Record<string, string>;
};

const same = (a: unknown, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The entry of a QuickBooks list named as the line codes it (name or full name). */
export const findNamed = (list: readonly QboEntity[], name: string) =>
  list.find((e) => same(e.Name, name) || same(e.FullyQualifiedName, name));

/** Dimensions kept in coding_dimensions (not a column of their own) that go to `target`. */
const addedOf = (dimensions: readonly CodingDimensionDefinition[], target: string) =>
  dimensions.filter((d) => !hasColumn(d.key) && d.target === target);

/** The line's class: its GL Class, else an added dimension sent as a class. */
export const lineClassName = (item: CodedItem, dimensions: readonly CodingDimensionDefinition[]) =>
  item.quickbooksClass ??
  addedOf(dimensions, 'class')
    .map((d) => item.codingDimensions[d.key])
    .find(Boolean) ??
  null;

/** The line's location: its Department, else an added dimension sent as a location. */
export const lineLocationName = (
  item: CodedItem,
  dimensions: readonly CodingDimensionDefinition[],
) =>
  item.quickbooksDepartment ??
  addedOf(dimensions, 'location')
    .map((d) => item.codingDimensions[d.key])
    .find(Boolean) ??
  null;

/**
 * The line's description as booked: dimensions QuickBooks has no field for on a bill line
 * (its API has no custom fields there) ride along as "Name: value" notes.
 */
export const bookedDescription = (
  item: CodedItem,
  dimensions: readonly CodingDimensionDefinition[],
) => {
  const notes = addedOf(dimensions, 'memo')
    .filter((d) => item.codingDimensions[d.key])
    .map((d) => `${d.name}: ${item.codingDimensions[d.key]}`);
  return (notes.length ? `${item.description} (${notes.join('; ')})` : item.description).slice(
    0,
    4000,
  );
};

/**
 * The bill's location (QuickBooks' DepartmentRef): QuickBooks keeps one location per bill, so
 * when lines name several, the one carrying the most money is booked. Refused (as for an
 * account) when QuickBooks has no location of that name.
 */
export const billLocation = (
  items: readonly CodedItem[],
  dimensions: readonly CodingDimensionDefinition[],
  locations: readonly QboEntity[],
): { value: string } | undefined => {
  const totals = new Map<string, number>();
  for (const item of items) {
    const name = lineLocationName(item, dimensions);
    if (name) totals.set(name, (totals.get(name) ?? 0) + item.amountCents);
  }
  const [name] = [...totals.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!name) return undefined;
  const location = findNamed(locations, name);
  if (!location) throw new QuickbooksRefusal(`QuickBooks has no location '${name}'`);
  return { value: location.Id };
};
