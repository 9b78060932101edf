import type { Middleware } from 'openapi-fetch';
import { readTokenClaims } from '@/shared/lib/jwt';
import { isTrustedOrigin, type TransportOptions } from '../transport-options';
import { withUrl } from './rebuild-request';

/** Paths starting with /api are sent to `/{ptl}/api/...` when the access token names a portal (claim `ptl`). */
export function portalPrefix(options: TransportOptions): Middleware {
  return {
    async onRequest({ request }) {
      const url = new URL(request.url);
      const ptl = readTokenClaims(options.getAccessToken())?.ptl;
      if (typeof ptl !== 'string' || !ptl || !isTrustedOrigin(options, url)) return;
      if (!url.pathname.startsWith('/api/')) return;
      url.pathname = `/${encodeURIComponent(ptl)}${url.pathname}`;
      return withUrl(request, url);
    },
  };
}
