import type { Middleware } from 'openapi-fetch';

import { NON_REFRESHABLE_PATHS } from '../config';
import { HTTP_STATUS } from '../status-codes';
import type { TransportOptions } from '../transport-options';

const isRefreshable = (url: URL) => !NON_REFRESHABLE_PATHS.some((path) => url.pathname.endsWith(path));

const bearerOf = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;

/** A body nobody reads keeps its request open in the browser: it is let go. */
const letGo = (response: Response) => response.body?.cancel().catch(() => undefined);

/**
 * On a 401 from a refreshable URL: send a copy of the original request once more with the stored token. When the
 * request carried the token that is still stored, the shared refresh (the session model's single flight) comes first;
 * when it carried an older one, the token was renewed meanwhile (a late answer, or another tab) and no refresh starts.
 * A second 401, or a failed refresh, goes back to the caller as it is. Registered last, so that the copy taken here is
 * the request as it went out.
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
      const sent = bearerOf(original);
      const renewedMeanwhile = sent !== null && ![null, sent].includes(options.getAccessToken());
      if (!renewedMeanwhile && !(await options.refreshSession())) return;
      const token = options.getAccessToken();
      if (token && sent !== null) original.headers.set('Authorization', `Bearer ${token}`);
      await letGo(response);
      return (options.fetch ?? globalThis.fetch)(original);
    },
    onError({ id }) {
      pending.delete(id);
    },
  };
}
