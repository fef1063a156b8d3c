import {
  ThreadInputResponseSchema,
  ThreadInputSchema,
  ThreadListQuerySchema,
  ThreadListSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { ASSISTANT_ACTOR_ID } from '../assistant/drafting/draft-task';
import { answerInstruction } from '../assistant/instructions/answer-instruction';
import { recordMutation } from '../audit/record-mutation';
import { threadMessages, threads } from '../db/schema';
import { notFound } from '../http/api-error';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { newId } from '../ids';
import { listThreads } from './thread-queries';

const tags = ['Threads'];

const list = createRoute({
  method: 'get',
  path: '/api/threads',
  tags,
  security,
  summary: 'Most recently active threads',
  request: { query: ThreadListQuerySchema },
  responses: { 200: json(ThreadListSchema), ...errorResponses },
});
const input = createRoute({
  method: 'post',
  path: '/api/threads/input',
  tags,
  security,
  summary:
    'Send a message to a thread; the assistant answers with what it did or drafted: the typed actions of src/assistant/instructions (status, approvers, checks, asking and replying to the vendor, scheduling, holding and releasing payment, changing a field, marking paid outside, requisitioner, duplicates), read by the offline grammar or a configured model. What it is unsure of it asks back and does not do.',
  request: jsonBody(ThreadInputSchema),
  responses: { 200: json(ThreadInputResponseSchema), ...errorResponses },
});

export const threadRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(list, async (c) =>
      c.json(await listThreads(deps.db, c.var.caller.orgId, c.req.valid('query').limit), 200),
    )
    .openapi(input, async (c) => {
      const { caller } = c.var;
      const { thread_id, user_input } = c.req.valid('json');
      const messageId = await deps.db.transaction(async (tx) => {
        const where = and(eq(threads.orgId, caller.orgId), eq(threads.id, thread_id));
        const [thread] = await tx
          .update(threads)
          .set({ latestActivity: new Date() })
          .where(where)
          .returning();
        if (!thread) throw notFound('Thread');
        const id = newId();
        await tx.insert(threadMessages).values({
          id,
          orgId: caller.orgId,
          threadId: thread_id,
          authorUserId: caller.userId,
          authorEmail: caller.email,
          body: user_input,
        });
        await recordMutation(tx, caller, {
          action: 'thread.message',
          entityType: 'thread',
          entityId: thread_id,
          after: { message_id: id },
        });
        return id;
      });
      // The assistant acts on it (typed actions, the same tasks and protections).
      const message = await answerInstruction(deps, caller, {
        threadId: thread_id,
        messageId,
        text: user_input,
      });
      await deps.db.insert(threadMessages).values({
        id: newId(),
        orgId: caller.orgId,
        threadId: thread_id,
        authorUserId: ASSISTANT_ACTOR_ID,
        authorEmail: ASSISTANT_ACTOR_ID,
        body: message,
      });
      return c.json({ message }, 200);
    });
