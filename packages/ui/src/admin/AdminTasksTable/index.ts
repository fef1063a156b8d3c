export {
  AdminTaskFiltersBar,
  type AdminTaskFiltersBarProps,
  type AdminTaskFilterValues,
  NO_TASK_FILTERS,
} from './AdminTaskFilters';
export { AdminTasksTable, type AdminTasksTableProps } from './AdminTasksTable';
