import type { Middleware } from 'openapi-fetch';

import { withUrl } from './rebuild-request';

/** Where a request to the app's own origin goes under config.json's `api.baseUrl` (unchanged when it is empty). */
export function deployedAddress(baseUrl: string, appOrigin: string, url: URL): URL {
  if (!baseUrl || url.origin !== appOrigin) return url;
  const base = new URL(baseUrl, appOrigin);
  return new URL(`${base.pathname.replace(/\/$/, '')}${url.pathname}${url.search}`, base.origin);
}

/**
 * The API's address is the deployment's (config.json's `api.baseUrl`), not the build's: every request waits for it
 * (read once per page) and goes there. The client is built on the app's own origin; empty keeps it there, a path
 * (`/backend`) prefixes the path, an absolute URL moves the request to that origin and path.
 */
export function deployedBaseUrl(appOrigin: string, baseUrlOf: () => Promise<string>): Middleware {
  return {
    async onRequest({ request }) {
      const url = new URL(request.url);
      const target = deployedAddress(await baseUrlOf(), appOrigin, url);
      return target === url ? undefined : withUrl(request, target);
    },
  };
}
