import OpenAI from 'openai';
import type { LlmOptions } from '../types';
import { type LlmInvoice, LlmInvoiceSchema, SYSTEM_PROMPT } from './llm-schema';

// Long documents are cut: the fields sit on the first pages.
const MAX_DOCUMENT_CHARS = 12_000;

/** Asks an OpenAI-compatible endpoint to read the document; its answer is validated, never trusted. */
export async function callLlm(text: string, llm: LlmOptions): Promise<LlmInvoice> {
  const client = new OpenAI({
    baseURL: llm.baseURL,
    apiKey: llm.apiKey ?? 'not-needed',
    timeout: llm.timeoutMs ?? 30_000,
    maxRetries: 1,
  });
  const completion = await client.chat.completions.create({
    model: llm.model,
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `<document>\n${text.slice(0, MAX_DOCUMENT_CHARS)}\n</document>` },
    ],
  });
  const content = completion.choices[0]?.message.content ?? '';
  const json = content.replace(/^```(?:json)?\s*|\s*```$/g, '');
  return LlmInvoiceSchema.parse(JSON.parse(json));
}
