import type { ExtractedInvoice } from '@ap/domain/contract';
import type { LlmOptions } from '../types';

/** Placeholder until the LLM extractor lands: returns the rule-based reading unchanged. */
export async function improveWithLlm(
  invoice: ExtractedInvoice,
  _text: string,
  _llm: LlmOptions,
): Promise<ExtractedInvoice> {
  return invoice;
}
