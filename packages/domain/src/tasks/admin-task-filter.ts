import { type DateInput, toCalendarDate } from '../dates/calendar-date';
import { toDate } from '../dates/format-date';

export interface AdminTaskInput {
  status: string;
  task_type: string;
  created_at: string | null | undefined;
}

/** Admin task tab filters; a missing (or null) filter matches everything. */
export interface AdminTaskFilters {
  status?: string | null;
  type?: string | null;
  /**
   * A calendar day; matches tasks created on that day in the viewer's time zone. A value that
   * is not a date (e.g. half typed) filters nothing.
   */
  createdDate?: DateInput;
}

function createdTime(task: AdminTaskInput): number {
  return toDate(task.created_at)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/** Filters tasks by status, type and created date, newest first (undated tasks last). */
export function filterAdminTasks<T extends AdminTaskInput>(
  tasks: readonly T[],
  filters: AdminTaskFilters = {},
): T[] {
  const day = toCalendarDate(filters.createdDate);
  return tasks
    .filter((task) => !filters.status || task.status === filters.status)
    .filter((task) => !filters.type || task.task_type === filters.type)
    .filter((task) => day === null || toCalendarDate(toDate(task.created_at)) === day)
    .sort((a, b) => {
      const diff = createdTime(b) - createdTime(a);
      return Number.isNaN(diff) ? 0 : diff;
    });
}
