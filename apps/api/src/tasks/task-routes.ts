import {
  IdParamsSchema,
  TaskActionResponseSchema,
  TaskListQuerySchema,
  TaskListSchema,
  TaskSchema,
  UpdateTaskParametersSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { bearerSecurity, errorResponses, json, jsonBody } from '../http/route-parts';
import { createRouter } from '../http/router';
import { approveTask, cancelTask, updateTaskParameters } from './task-actions';
import { getTask, listTasks } from './task-queries';

const security = bearerSecurity;
const tags = ['Tasks'];

const list = createRoute({
  method: 'get',
  path: '/api/tasks',
  tags,
  security,
  summary: 'Tasks, newest first, optionally by status',
  request: { query: TaskListQuerySchema },
  responses: { 200: json(TaskListSchema), ...errorResponses },
});
const one = createRoute({
  method: 'get',
  path: '/api/tasks/{id}',
  tags,
  security,
  summary: 'One task',
  request: { params: IdParamsSchema },
  responses: { 200: json(TaskSchema), ...errorResponses },
});
const approve = createRoute({
  method: 'post',
  path: '/api/tasks/{id}/approve',
  tags,
  security,
  summary: 'Approve and execute a pending task',
  request: { params: IdParamsSchema },
  responses: { 200: json(TaskActionResponseSchema), ...errorResponses },
});
const cancel = createRoute({
  method: 'post',
  path: '/api/tasks/{id}/cancel',
  tags,
  security,
  summary: 'Cancel a pending task',
  request: { params: IdParamsSchema },
  responses: { 200: json(TaskActionResponseSchema), ...errorResponses },
});
const parameters = createRoute({
  method: 'put',
  path: '/api/tasks/{id}/parameters',
  tags,
  security,
  summary: 'Edit a pending send_email task',
  request: { params: IdParamsSchema, ...jsonBody(UpdateTaskParametersSchema) },
  responses: { 200: json(TaskActionResponseSchema), ...errorResponses },
});

export const taskRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(list, async (c) =>
      c.json(await listTasks(deps.db, c.var.caller.orgId, c.req.valid('query').status), 200),
    )
    .openapi(one, async (c) =>
      c.json(await getTask(deps.db, c.var.caller.orgId, c.req.valid('param').id), 200),
    )
    .openapi(approve, async (c) =>
      c.json(await approveTask(deps, c.var.caller, c.req.valid('param').id), 200),
    )
    .openapi(cancel, async (c) =>
      c.json(await cancelTask(deps, c.var.caller, c.req.valid('param').id), 200),
    )
    .openapi(parameters, async (c) =>
      c.json(
        await updateTaskParameters(
          deps,
          c.var.caller,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
    );
