import type { Middleware } from 'openapi-fetch';

import { CACHEABLE_PATHS, CSRF_COOKIE, CSRF_HEADER, REQUEST_ID_HEADER } from '../config';
import { TRACEPARENT_HEADER, traceparentOfRequest } from '../trace-context';
import { isTrustedOrigin, type TransportOptions } from '../transport-options';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/** A new id per request: the server logs it, so a report from the browser can be matched with the server's lines. */
const newRequestId = () => globalThis.crypto.randomUUID();

/** Bearer token, language, no-cache, CSRF, request-id and trace headers; only our own origins get any of them. */
export function standardHeaders(options: TransportOptions): Middleware {
  return {
    onRequest({ request }) {
      const url = new URL(request.url);
      if (!isTrustedOrigin(options, url)) return;
      const token = options.getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('Accept-Language', options.getLanguage());
      request.headers.set(REQUEST_ID_HEADER, newRequestId());
      request.headers.set(TRACEPARENT_HEADER, traceparentOfRequest());
      if (!CACHEABLE_PATHS.some((pattern) => pattern.test(url.pathname))) {
        request.headers.set('Cache-Control', 'no-cache');
        request.headers.set('Pragma', 'no-cache');
      }
      const isRelative = url.origin === options.appOrigin;
      const changesState = request.method !== 'GET' && request.method !== 'HEAD';
      const csrf = isRelative && changesState ? readCookie(CSRF_COOKIE) : null;
      if (csrf) request.headers.set(CSRF_HEADER, csrf);
      return request;
    },
  };
}
