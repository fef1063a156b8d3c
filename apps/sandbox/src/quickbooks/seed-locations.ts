import type { Entity } from './model';

const location = (Id: string, Name: string): Entity => {
  const now = new Date().toISOString();
  return {
    Id,
    SyncToken: '0',
    MetaData: { CreateTime: now, LastUpdatedTime: now },
    Name,
    FullyQualifiedName: Name,
    SubDepartment: false,
    Active: true,
  };
};

/**
 * Acme Corp's locations: QuickBooks Online's "Location" tracking is the `Department` entity in
 * its API, and a bill carries one (DepartmentRef).
 */
export const acmeLocations = (): Record<string, Entity> =>
  Object.fromEntries(
    [location('1', 'Headquarters'), location('2', 'Warehouse'), location('3', 'Field')].map((e) => [
      e.Id,
      e,
    ]),
  );
