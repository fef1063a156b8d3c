import { addCalendarDays } from '@ap/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { adminKeys } from './keys';

/** The audit log screen's filters: a person, an action or family, and local calendar days. */
export interface AuditLogFilter {
  actor?: string;
  action?: string;
  /** First day, `YYYY-MM-DD`, inclusive. */
  from?: string;
  /** Last day, `YYYY-MM-DD`, inclusive. */
  to?: string;
}

export const AUDIT_LOG_PAGE_SIZE = 50;

/** The start of a local calendar day as an ISO timestamp (what the API's since/until take). */
const startOfLocalDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();

/** GET /api/admin/audit-log for one page (`cursor`: the previous page's next_cursor). */
export const auditLogQueryOptions = (filter: AuditLogFilter, cursor: string | undefined) => {
  const query = {
    actor: filter.actor,
    action: filter.action,
    since: filter.from ? startOfLocalDay(filter.from) : undefined,
    until: filter.to ? startOfLocalDay(addCalendarDays(filter.to, 1) ?? filter.to) : undefined,
    limit: AUDIT_LOG_PAGE_SIZE,
    cursor,
  };
  return queryOptions({
    queryKey: adminKeys.auditLog(query),
    queryFn: async ({ signal }) =>
      (await apiCall('listAuditLog', { query, signal })) ?? { entries: [], next_cursor: null },
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
};

/** GET /api/admin/audit-log/actors: everyone who acted, for the person filter. */
export const auditLogActorsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.auditLogActors(),
    queryFn: async ({ signal }) => (await apiCall('listAuditLogActors', { signal }))?.actors ?? [],
  });
