// The date filters' calendar; loaded with this screen only.
import '@mantine/dates/styles.css';

import { type AuditLogFilterValues, AuditLogPage } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { auditLogActorsQueryOptions, auditLogQueryOptions } from '../../../api/admin/audit-log';
import { useOperationDenial } from '../../../auth/useOperationDenial';

const route = getRouteApi('/_shell/admin_/audit-log');

/**
 * /admin/audit-log: the organisation's audit log for Admins and Owners, filtered by person,
 * action and day (kept in the address), a page at a time (the cursors of the pages seen so far
 * kept here, so Newer goes back). A Member is told it is reserved, and nothing is fetched.
 */
export function AuditLogScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const denial = useOperationDenial()(['listAuditLog', 'listAuditLogActors'], 'see the audit log');
  // cursors[i] opens page i + 1 (undefined: the newest page).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const page = cursors.length;
  const allowed = denial === null;
  const entries = useQuery({ ...auditLogQueryOptions(search, cursors.at(-1)), enabled: allowed });
  const actors = useQuery({ ...auditLogActorsQueryOptions(), enabled: allowed });

  const filters: AuditLogFilterValues = {
    actor: search.actor ?? '',
    action: search.action ?? '',
    from: search.from ?? null,
    to: search.to ?? null,
  };
  const setFilters = (next: AuditLogFilterValues) => {
    setCursors([undefined]);
    void navigate({
      search: {
        actor: next.actor || undefined,
        action: next.action || undefined,
        from: next.from ?? undefined,
        to: next.to ?? undefined,
      },
      replace: true,
    });
  };
  const nextCursor = entries.data?.next_cursor ?? null;

  return (
    <AuditLogPage
      onBack={() => void navigate({ to: '/admin' })}
      disabledReason={denial}
      table={{
        entries: entries.data?.entries,
        loading: entries.isPending,
        error: entries.isError ? 'Failed to load the audit log' : null,
        actors: actors.data,
        filters,
        onFiltersChange: setFilters,
        page,
        hasOlder: nextCursor !== null,
        onOlder: () => nextCursor && setCursors((seen) => [...seen, nextCursor]),
        onNewer: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
      }}
    />
  );
}
