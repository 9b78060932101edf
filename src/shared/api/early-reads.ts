import { leaveAnswer } from '@/shared/lib/early-answers';

import type { paths } from './generated';
import { deployedAddress } from './middleware/deployed-base-url';
import { standardHeaders } from './middleware/standard-headers';

/** A public read of the API document, its path parameters filled in. */
export interface EarlyRead {
  path: keyof paths;
  params?: Record<string, string>;
}

const filledIn = ({ path, params = {} }: EarlyRead) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/** config.json's API address as the app will read it; anything odd leaves the reads to the app. */
function apiBaseUrlOf(json: unknown): string {
  const api = (json as { api?: { baseUrl?: unknown } } | null)?.api;
  if (api?.baseUrl === undefined) return '';
  if (typeof api.baseUrl !== 'string') throw new TypeError('api.baseUrl is not a string');
  return api.baseUrl;
}

async function sendRead(read: EarlyRead, baseUrl: string, language: string): Promise<void> {
  const appOrigin = globalThis.location.origin;
  const url = deployedAddress(baseUrl, appOrigin, new URL(filledIn(read), appOrigin));
  // The headers the app's client sends (its language, request and trace ids); signed out, no token.
  const headers = standardHeaders({
    baseUrl: appOrigin,
    appOrigin,
    apiOrigins: [url.origin],
    getAccessToken: () => null,
    getLanguage: () => language,
    refreshSession: async () => false,
  });
  const request = new Request(url);
  const sent =
    (await headers.onRequest?.({ request } as Parameters<NonNullable<typeof headers.onRequest>>[0])) ?? request;
  leaveAnswer(url.href, fetch(sent as Request));
}

/**
 * Asks for config.json and, once it names the API's address, for `reads`, while the app's entry still downloads: the
 * app's own requests take these answers (shared/lib/early-answers). Nothing here decides anything: a read the app
 * does not make again is only a request too many, and whatever fails is left for the app to ask and handle.
 */
export function sendEarlyReads(configUrl: string, reads: readonly EarlyRead[], language: string): void {
  const config = fetch(configUrl, { headers: { Accept: 'application/json' } });
  leaveAnswer(
    configUrl,
    config.then((response) => response.clone()),
  );
  void config
    .then(async (response) => (response.ok ? apiBaseUrlOf(await response.json()) : ''))
    .then((baseUrl) => Promise.all(reads.map((read) => sendRead(read, baseUrl, language))))
    .catch(() => undefined);
}
