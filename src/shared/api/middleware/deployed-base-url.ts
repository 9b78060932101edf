import type { Middleware } from 'openapi-fetch';

import { withUrl } from './rebuild-request';

/**
 * The API's address is the deployment's (config.json's `api.baseUrl`), not the build's: every request waits for it
 * (read once per page) and goes there. The client is built on the app's own origin; empty keeps it there, a path
 * (`/backend`) prefixes the path, an absolute URL moves the request to that origin and path.
 */
export function deployedBaseUrl(appOrigin: string, baseUrlOf: () => Promise<string>): Middleware {
  return {
    async onRequest({ request }) {
      const baseUrl = await baseUrlOf();
      if (!baseUrl) return;
      const url = new URL(request.url);
      if (url.origin !== appOrigin) return;
      const base = new URL(baseUrl, appOrigin);
      const target = new URL(`${base.pathname.replace(/\/$/, '')}${url.pathname}${url.search}`, base.origin);
      return withUrl(request, target);
    },
  };
}
