export {
  AuditLogFiltersBar,
  type AuditLogFiltersBarProps,
  type AuditLogFilterValues,
  NO_AUDIT_FILTERS,
} from './AuditLogFilters';
export { AuditLogPage, type AuditLogPageProps } from './AuditLogPage';
export { AUDIT_LOG_EMPTY, AuditLogTable, type AuditLogTableProps } from './AuditLogTable';
