import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const time = () => new Date().toISOString();

/** Intuit's v3 fault envelope: `{ Fault: { Error: [{ Message, Detail, code, element }], type } }`. */
export const intuitFault = (
  c: Context,
  status: number,
  type: string,
  error: { Message: string; Detail: string; code: string; element?: string },
) => c.json({ Fault: { Error: [error], type }, time: time() }, status as ContentfulStatusCode);

export const validationFault = (
  c: Context,
  code: string,
  Message: string,
  Detail: string,
  element?: string,
) =>
  intuitFault(c, 400, 'ValidationFault', {
    Message,
    Detail,
    code,
    ...(element ? { element } : {}),
  });

/** A rejected or expired bearer token, in the lower-case shape Intuit uses for 401s. */
export const authenticationFault = (c: Context, detail: string) =>
  c.json(
    {
      fault: {
        error: [
          {
            message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
            detail,
            code: '3200',
          },
        ],
        type: 'AUTHENTICATION',
      },
      time: time(),
    },
    401,
  );

export const intuitFaultBody = (c: Context, status: number) =>
  status === 429
    ? intuitFault(c, 429, 'SERVICE', {
        Message: 'ThrottleExceeded',
        Detail: 'The request limit was reached.',
        code: '003001',
      })
    : intuitFault(c, status, 'SystemFault', {
        Message: 'An application error has occurred while processing your request',
        Detail: 'System Failure Error: sandbox fault',
        code: '10000',
      });
