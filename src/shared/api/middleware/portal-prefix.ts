import type { Middleware } from 'openapi-fetch';

import { readTokenClaims } from '@/shared/lib/jwt';

import { isTrustedOrigin, type TransportOptions } from '../transport-options';
import { withUrl } from './rebuild-request';

const BEARER = /^Bearer (.+)$/;

/**
 * Paths starting with /api are sent to `/{ptl}/api/...` when the access token names a portal (claim `ptl`).
 * Runs after the standard headers: it reads the token they put on the request instead of reading storage again.
 */
export function portalPrefix(options: TransportOptions): Middleware {
  return {
    async onRequest({ request }) {
      const url = new URL(request.url);
      const token = BEARER.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;
      const ptl = readTokenClaims(token)?.ptl;
      if (typeof ptl !== 'string' || !ptl || !isTrustedOrigin(options, url)) return;
      if (!url.pathname.startsWith('/api/')) return;
      url.pathname = `/${encodeURIComponent(ptl)}${url.pathname}`;
      return withUrl(request, url);
    },
  };
}
