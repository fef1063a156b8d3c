import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { responseValidation } from '../src/http/response-validation';
import { logger } from '../src/observability/logger';

const task = {
  id: 'task_1',
  task_type: 'update_vendor',
  status: 'pending',
  parameters: { vendor_id: 'v1', invoice_number: null },
  created_at: '2026-01-01T00:00:00.000Z',
  executed_at: null,
  approved_at: null,
  approved_by_email: null,
  error_message: null,
};

// In-process on purpose: this checks the middleware itself, which no correct route can trip.
const appAnswering = (body: unknown) => {
  const app = new Hono();
  app.use('/api/*', responseValidation());
  app.get('/api/tasks/:id', (c) => c.json(body));
  return app;
};

describe('response validation against the contract', () => {
  it('passes an answer in the contract shape through', async () => {
    const res = await appAnswering(task).request('/api/tasks/task_1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(task);
  });

  it('turns an answer outside the contract into a 500 without leaking it', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const res = await appAnswering({ ...task, status: 'done' }).request('/api/tasks/task_1');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'internal_error', message: 'Internal server error' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
