import { SUCCESS_TOASTS } from '@ap/domain';
import {
  type ApiError,
  type Task,
  type TaskActionResponse,
  type Thread,
  ThreadInputSchema,
  UpdateTaskParametersSchema,
} from '@ap/domain/contract';
import { delay, HttpResponse, http } from 'msw';
import { createTaskList } from '../fixtures/tasks';
import { createThreadList } from '../fixtures/threads';

// '*' matches any origin, so the same handlers serve Storybook and the web app's tests.
const API = '*/api';
/** Fixed approval facts keep answers deterministic. */
const APPROVED_AT = '2026-03-07T12:00:00.000Z';
const APPROVER = 'dana@example.com';

const apiError = (status: number, error: string, message: string) =>
  HttpResponse.json<ApiError>({ error, message }, { status });
const serverError = () => apiError(500, 'internal_error', 'Internal Server Error');

export interface DashboardHandlerData {
  /** Threads for GET /api/threads; default `createThreadList()`. */
  threads?: Thread[];
  /** Tasks for the task calls; default `createTaskList()`. Approve/cancel/edit change them. */
  tasks?: Task[];
}

/**
 * The thread and task calls of the dashboard (and of task actions anywhere), backed by an
 * in-memory copy so a list fetched after approve, cancel or edit shows the change.
 */
export function dashboardHandlers({
  threads = createThreadList(),
  tasks = createTaskList(),
}: DashboardHandlerData = {}) {
  const store = tasks.map((task) => ({ ...task }));
  const find = (id: unknown) => store.find((task) => task.id === id);
  const update = (id: unknown, change: (task: Task) => Task, message: string): Response => {
    const index = store.findIndex((task) => task.id === id);
    const task = store[index];
    if (!task) return apiError(404, 'not_found', 'Task not found');
    if (task.status !== 'pending') return apiError(409, 'conflict', 'Task is not pending');
    store[index] = change(task);
    return HttpResponse.json<TaskActionResponse>({ ...store[index]!, message });
  };

  return [
    http.get(`${API}/threads`, ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 10);
      return HttpResponse.json(threads.slice(0, limit));
    }),
    http.post(`${API}/threads/input`, async ({ request }) => {
      const input = ThreadInputSchema.safeParse(await request.json());
      if (!input.success) return apiError(400, 'validation_error', 'Message must not be empty.');
      return HttpResponse.json({ message: 'Message sent' });
    }),
    http.get(`${API}/tasks`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(status ? store.filter((task) => task.status === status) : store);
    }),
    http.get(`${API}/tasks/:id`, ({ params }) => {
      const task = find(params.id);
      return task ? HttpResponse.json(task) : apiError(404, 'not_found', 'Task not found');
    }),
    http.post(`${API}/tasks/:id/approve`, ({ params }) =>
      update(
        params.id,
        (task) => ({
          ...task,
          status: 'executed',
          approved_at: APPROVED_AT,
          executed_at: APPROVED_AT,
          approved_by_email: APPROVER,
        }),
        SUCCESS_TOASTS.taskApproved,
      ),
    ),
    http.post(`${API}/tasks/:id/cancel`, ({ params }) =>
      update(params.id, (task) => ({ ...task, status: 'cancelled' }), SUCCESS_TOASTS.taskCancelled),
    ),
    http.put(`${API}/tasks/:id/parameters`, async ({ params, request }) => {
      const body = UpdateTaskParametersSchema.safeParse(await request.json());
      if (!body.success) {
        return apiError(400, 'validation_error', body.error.issues[0]?.message ?? 'Invalid');
      }
      const { to, cc = [], subject, body: text } = body.data;
      return update(
        params.id,
        (task) =>
          task.task_type === 'send_email'
            ? { ...task, parameters: { to, cc, subject, body: text } }
            : task,
        SUCCESS_TOASTS.taskUpdated,
      );
    }),
  ];
}

/** Threads and tasks never answer (loading states). */
export const dashboardLoadingHandlers = [
  http.get(`${API}/threads`, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  http.get(`${API}/tasks`, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
];

/** Every thread and task call fails with a 500 (error states and error toasts). */
export const dashboardErrorHandlers = [
  http.get(`${API}/threads`, serverError),
  http.post(`${API}/threads/input`, serverError),
  http.get(`${API}/tasks`, serverError),
  http.post(`${API}/tasks/:id/approve`, serverError),
  http.post(`${API}/tasks/:id/cancel`, serverError),
  http.put(`${API}/tasks/:id/parameters`, serverError),
];
