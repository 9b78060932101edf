import type { Middleware } from 'openapi-fetch';

import { NON_REFRESHABLE_PATHS } from '../config';
import { HTTP_STATUS } from '../status-codes';
import type { TransportOptions } from '../transport-options';

const isRefreshable = (url: URL) => !NON_REFRESHABLE_PATHS.some((path) => url.pathname.endsWith(path));

/**
 * On a 401 from a refreshable URL: await the shared refresh, then send a copy of the original request once
 * more with the new token. A second 401, or a failed refresh, goes back to the caller as it is.
 * Registered last, so that the copy taken here is the request as it went out.
 */
export function retryAfterRefresh(options: TransportOptions): Middleware {
  const pending = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      pending.set(id, request.clone());
    },
    async onResponse({ response, id }) {
      const original = pending.get(id);
      pending.delete(id);
      if (!original || response.status !== HTTP_STATUS.unauthorized || !isRefreshable(new URL(original.url))) return;
      if (!(await options.refreshSession())) return;
      const token = options.getAccessToken();
      if (token && original.headers.has('Authorization')) original.headers.set('Authorization', `Bearer ${token}`);
      return (options.fetch ?? globalThis.fetch)(original);
    },
    onError({ id }) {
      pending.delete(id);
    },
  };
}
