import { UNKNOWN_VENDOR_NAME, vendorIdFromFieldsChanged, vendorNameFromEvents } from '@ap/domain';
import type { Task, WorkflowRun } from '@ap/domain/contract';
import { useQueries } from '@tanstack/react-query';
import { taskQueryOptions } from '../api/tasks/queries';
import { vendorQueryOptions } from '../api/vendors/queries';

/** Ids of the tasks the runs drafted, each once. */
export function createdTaskIds(runs: readonly WorkflowRun[]): string[] {
  return [...new Set(runs.flatMap((run) => run.outcomes?.tasks_created ?? []))];
}

/** Vendor ids of runs whose events do not already name the vendor, each once. */
export function vendorIdsToLookUp(runs: readonly WorkflowRun[]): string[] {
  const ids = runs
    .filter((run) => !vendorNameFromEvents(run.events))
    .map((run) => vendorIdFromFieldsChanged(run.outcomes?.fields_changed))
    .filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

/**
 * The tasks the runs created, loaded one by one and once (cached per id), and the vendor names
 * the run summaries need; a failed vendor lookup reads 'Unknown Vendor'.
 */
export function useRunLookups(runs: readonly WorkflowRun[]) {
  const taskIds = createdTaskIds(runs);
  const vendorIds = vendorIdsToLookUp(runs);
  const tasksById = useQueries({
    queries: taskIds.map((id) => taskQueryOptions(id)),
    combine: (results) => {
      const byId: Record<string, Task> = {};
      results.forEach((result, index) => {
        if (result.data) byId[taskIds[index]!] = result.data;
      });
      return byId;
    },
  });
  const vendorNames = useQueries({
    queries: vendorIds.map((id) => ({ ...vendorQueryOptions(id), retry: false })),
    combine: (results) => {
      const names: Record<string, string> = {};
      results.forEach((result, index) => {
        const id = vendorIds[index]!;
        if (result.data?.name) names[id] = result.data.name;
        else if (result.isError) names[id] = UNKNOWN_VENDOR_NAME;
      });
      return names;
    },
  });
  return { tasksById, vendorNames };
}
