/** The model that reads instructions, when one is configured (any OpenAI-compatible server). */
export type ModelSettings = { baseURL: string; model: string; apiKey: string; timeoutMs: number };

export const DEFAULT_MODEL_TIMEOUT_MS = 8000;

export const modelSettings = (env: NodeJS.ProcessEnv = process.env): ModelSettings | undefined => {
  const baseURL = env.ASSISTANT_LLM_BASE_URL?.trim();
  const model = env.ASSISTANT_LLM_MODEL?.trim();
  if (!baseURL || !model) return undefined;
  const timeout = Number.parseInt(env.ASSISTANT_LLM_TIMEOUT_MS ?? '', 10);
  return {
    baseURL,
    model,
    apiKey: env.ASSISTANT_LLM_API_KEY?.trim() || 'not-needed',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_MODEL_TIMEOUT_MS,
  };
};
