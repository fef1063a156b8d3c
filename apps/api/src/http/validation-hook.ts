import type { ValidationIssue } from '@ap/domain/contract';
import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { ApiHttpError } from './api-error';

export const validationIssues = (error: ZodError): ValidationIssue[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));

const TARGET_NAMES: Record<string, string> = {
  json: 'Invalid request body',
  param: 'Invalid path parameter',
  query: 'Invalid query parameter',
  header: 'Invalid header',
};

/** Every request part the contract refuses answers 400 with the field paths. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every shape
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (!result.success) {
    const target = 'target' in result ? String(result.target) : 'request';
    const issues = validationIssues(result.error as ZodError);
    const first = issues[0];
    const where = first?.path ? `${first.path}: ` : '';
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    throw new ApiHttpError(
      400,
      'validation_error',
      `${TARGET_NAMES[target] ?? 'Invalid request'}. ${where}${first?.message ?? ''}${more}`.trim(),
      { issues },
    );
  }
};
