import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { findScript, type Script, ScriptSchema } from './script';

/**
 * An OpenAI-compatible chat-completions stand-in for tests of the product's model path (tool
 * calls, time-outs, invalid proposals). It understands nothing: every answer is scripted by
 * the test through /__sandbox/llm/scripts; an unscripted request gets a plain text answer with
 * no tool call. The requests it received can be read back (/__sandbox/llm/requests).
 */
export const createLlmService = () => {
  const scripts: Script[] = [];
  const requests: unknown[] = [];
  const app = new Hono();

  app.post('/v1/chat/completions', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      model?: string;
      messages?: { role?: string; content?: unknown }[];
    } | null;
    if (!body || !Array.isArray(body.messages) || !body.model)
      return c.json(
        { error: { message: 'model and messages are required', type: 'invalid_request_error' } },
        400,
      );
    requests.push(body);
    const script = findScript(scripts, body.messages);
    if (script?.delay_ms) await new Promise((done) => setTimeout(done, script.delay_ms));
    const toolCalls = (script?.tool_calls ?? []).map((call) => ({
      id: `call_${randomUUID().slice(0, 8)}`,
      type: 'function',
      function: {
        name: call.name,
        arguments:
          typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
      },
    }));
    return c.json({
      id: `chatcmpl-${randomUUID()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: script ? script.content : 'No scripted answer for this request.',
            ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
          },
          finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
        },
      ],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  app.post('/__sandbox/llm/scripts', async (c) => {
    const parsed = ScriptSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: parsed.error.issues }, 400);
    scripts.push(parsed.data);
    return c.json({ scripts: scripts.length }, 201);
  });
  app.delete('/__sandbox/llm/scripts', (c) => {
    scripts.length = 0;
    requests.length = 0;
    return c.body(null, 204);
  });
  app.get('/__sandbox/llm/requests', (c) => c.json(requests));
  return app;
};
