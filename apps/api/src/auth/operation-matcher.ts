import {
  type ApiExtensionOperationName,
  type ApiOperation,
  type ApiOperationName,
  apiExtensionOperations,
  apiOperations,
} from '@ap/domain/contract';

export type OperationName = ApiOperationName | ApiExtensionOperationName;
export type MatchedOperation = { name: OperationName; operation: ApiOperation };

type Matcher = MatchedOperation & { method: string; pattern: RegExp };

// '/api/tasks/{id}/approve' -> /^\/api\/tasks\/[^/]+\/approve\/?$/ (a trailing slash is optional).
const matchers: Matcher[] = Object.entries({ ...apiOperations, ...apiExtensionOperations }).map(
  ([name, operation]) => ({
    name: name as OperationName,
    operation,
    method: operation.method.toUpperCase(),
    pattern: new RegExp(`^${operation.path.replace(/\/$/, '').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
  }),
);

/** The contract operation a request is for (literal paths win over `{id}` ones). */
export const matchOperation = (method: string, path: string): MatchedOperation | undefined => {
  const found = matchers.filter((m) => m.method === method && m.pattern.test(path));
  return found.find((m) => !m.operation.path.includes('{')) ?? found[0];
};
