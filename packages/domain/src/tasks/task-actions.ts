export interface TaskStateInput {
  status: string;
  task_type?: string;
}

/** Only pending tasks show approve, cancel and edit actions. */
export function canShowTaskActions(task: TaskStateInput): boolean {
  return task.status === 'pending';
}

/** Only a pending send_email task can have its parameters edited. */
export function canEditTaskParameters(task: TaskStateInput): boolean {
  return canShowTaskActions(task) && task.task_type === 'send_email';
}

/** In the timeline a task counts as performed once executed. */
export function isTaskPerformed(task: TaskStateInput): boolean {
  return task.status === 'executed';
}
