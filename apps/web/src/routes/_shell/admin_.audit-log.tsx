import { createFileRoute } from '@tanstack/react-router';
import { optionalCalendarDate, optionalText } from '../../app/search-params';
import { requireSignedIn } from '../../auth/guards';
import { AuditLogScreen } from './-components/AuditLogScreen';

/** The filters live in the address (`?actor=user_1&action=user.*&from=2026-03-01`). */
export interface AuditLogSearch {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

// Beside /admin, not one of its tabs: SPEC's Admin Dashboard has exactly three tabs.
export const Route = createFileRoute('/_shell/admin_/audit-log')({
  validateSearch: (search: Record<string, unknown>): AuditLogSearch => ({
    actor: optionalText(search.actor),
    action: optionalText(search.action),
    from: optionalCalendarDate(search.from),
    to: optionalCalendarDate(search.to),
  }),
  beforeLoad: requireSignedIn,
  component: AuditLogScreen,
});
