import type { Middleware, MiddlewareCallbackParams } from 'openapi-fetch';

import { sendOf, transportMiddleware } from './client';
import type { TransportOptions } from './transport-options';

/** A fetch for the platform API, as a hosted module is given it: only paths of the API, never another origin. */
export type PlatformFetch = (path: string, init?: RequestInit) => Promise<Response>;

export class PlatformPathError extends TypeError {
  constructor(path: string) {
    super(`host.fetch reaches the platform API only (a path starting with /api/), not "${path}".`);
    this.name = 'PlatformPathError';
  }
}

let nextRequestId = 0;

const MIDDLEWARE_OPTIONS = (baseUrl: string, fetch: typeof globalThis.fetch): MiddlewareCallbackParams['options'] => ({
  baseUrl,
  parseAs: 'stream',
  querySerializer: () => '',
  bodySerializer: () => undefined,
  pathSerializer: (path) => path,
  fetch,
});

/**
 * The typed client's transport for untyped callers (hosted modules): the same middleware in the same order (bearer
 * token, portal prefix, Accept-Language, no-cache, CSRF, timeout, one refresh on 401), the raw Response back.
 * Runs the middleware as openapi-fetch does: requests in order, responses and errors in reverse.
 */
export function createPlatformFetch(options: TransportOptions, first: readonly Middleware[] = []): PlatformFetch {
  const middleware: Middleware[] = transportMiddleware(options, first);
  const send = sendOf(options);
  return async (path, init) => {
    if (!path.startsWith('/api/')) throw new PlatformPathError(path);
    const id = `platform-${++nextRequestId}`;
    let request = new Request(new URL(path, options.baseUrl), init);
    const params = (): MiddlewareCallbackParams => ({
      request,
      schemaPath: path,
      params: {},
      id,
      options: MIDDLEWARE_OPTIONS(options.baseUrl, send),
    });
    for (const step of middleware) {
      const changed = await step.onRequest?.(params());
      if (changed instanceof Request) request = changed;
    }
    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      for (const step of middleware.toReversed()) await step.onError?.({ ...params(), error });
      throw error;
    }
    for (const step of middleware.toReversed()) {
      const changed = await step.onResponse?.({ ...params(), response });
      if (changed instanceof Response) response = changed;
    }
    return response;
  };
}
