import createClient, { type Client, type Middleware } from 'openapi-fetch';

import { takeAnswer } from '@/shared/lib/early-answers';

import { REQUEST_TIMEOUT_MS, UNTIMED_PATHS } from './config';
import type { paths } from './generated';
import { portalPrefix } from './middleware/portal-prefix';
import { requestTimeout } from './middleware/request-timeout';
import { retryAfterRefresh } from './middleware/retry-after-refresh';
import { standardHeaders } from './middleware/standard-headers';
import type { TransportOptions } from './transport-options';

export type ApiClient = Client<paths>;

/**
 * Looks `fetch` up at call time, so that what patches it later (service workers, MSW) is honoured. A read that the
 * page's first script already sent (shared/lib/early-answers) takes that answer instead.
 */
export const sendOf =
  (options: Pick<TransportOptions, 'fetch'>): typeof globalThis.fetch =>
  (input, init) =>
    (input instanceof Request && takeAnswer(input)) || (options.fetch ?? globalThis.fetch)(input, init);

/**
 * The transport's middleware, in order: the typed client and the modules' fetch (platform-fetch.ts) share it. `first`:
 * middleware that must see a request before the standard headers (where it goes, for the app's client).
 */
export const transportMiddleware = (options: TransportOptions, first: readonly Middleware[] = []): Middleware[] => [
  ...first,
  standardHeaders(options),
  portalPrefix(options),
  requestTimeout(REQUEST_TIMEOUT_MS, UNTIMED_PATHS),
  retryAfterRefresh(options),
];

export function createApiClient(options: TransportOptions, first: readonly Middleware[] = []): ApiClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: sendOf(options) });
  client.use(...transportMiddleware(options, first));
  return client;
}
