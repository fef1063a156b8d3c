import { z } from 'zod';

/**
 * One scripted answer of the chat-completions stand-in: when the clerk's instruction (the
 * last user message) or, with `where: 'anywhere'`, any message contains `match`
 * (case-insensitive), it answers with these tool calls or this text, after `delay_ms`.
 */
export const ScriptSchema = z.object({
  match: z.string().min(1),
  where: z.enum(['instruction', 'anywhere']).default('instruction'),
  delay_ms: z.number().int().min(0).max(120_000).default(0),
  content: z.string().nullable().default(null),
  tool_calls: z
    .array(
      z.object({
        name: z.string().min(1),
        arguments: z.union([z.string(), z.record(z.string(), z.unknown())]),
      }),
    )
    .default([]),
});
export type Script = z.output<typeof ScriptSchema>;

type Message = { role?: string; content?: unknown };

const textOf = (message: Message) =>
  typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? '');

/** The first script matching a request's messages, or undefined. */
export const findScript = (scripts: readonly Script[], messages: readonly Message[]) => {
  const users = messages.filter((message) => message.role === 'user');
  const instruction = users.length ? textOf(users[users.length - 1] as Message).toLowerCase() : '';
  const everything = messages.map(textOf).join('\n').toLowerCase();
  return scripts.find((script) =>
    (script.where === 'anywhere' ? everything : instruction).includes(script.match.toLowerCase()),
  );
};
