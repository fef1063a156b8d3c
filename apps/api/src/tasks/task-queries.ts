import type { Task, TaskStatus } from '@ap/domain/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import { tasks } from '../db/schema';
import { notFound } from '../http/api-error';
import { taskPreviews } from './task-preview';
import { type TaskRow, toTaskView } from './task-view';

/** Tasks of the org, newest first, optionally of one status, each with its preview. */
export const listTasks = async (
  db: Executor,
  orgId: string,
  status: TaskStatus | undefined,
): Promise<Task[]> => {
  const where = status
    ? and(eq(tasks.orgId, orgId), eq(tasks.status, status))
    : eq(tasks.orgId, orgId);
  const rows = await db
    .select()
    .from(tasks)
    .where(where)
    .orderBy(desc(tasks.createdAt), desc(tasks.id));
  const previews = await taskPreviews(db, orgId, rows);
  return rows.map((row) => toTaskView(row, previews.get(row.id)));
};

/** One task of the org with its preview (what approving it will do). */
export const getTask = async (db: Executor, orgId: string, id: string): Promise<Task> => {
  const row = await getTaskRow(db, orgId, id);
  const previews = await taskPreviews(db, orgId, [row]);
  return toTaskView(row, previews.get(row.id));
};

export const getTaskRow = async (db: Executor, orgId: string, id: string): Promise<TaskRow> => {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)));
  if (!row) throw notFound('Task');
  return row;
};
