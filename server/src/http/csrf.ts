import { randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { problem } from './problem.ts';

/** The names the shell's transport reads and sends (src/shared/api/config.ts). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

const TOKEN_BYTES = 32;
const WELL_FORMED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The app's runtime configuration, which the shell fetches first (also through the dev server's proxy). */
const RUNTIME_CONFIG_PATH = '/config.json';

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return part.slice(separator + 1).trim();
    }
  }
  return undefined;
}

export const csrfCookie = (token: string, secure: boolean) =>
  `${CSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;

const isAppEntry = (request: FastifyRequest, reply: FastifyReply) =>
  request.url.split('?')[0] === RUNTIME_CONFIG_PATH || String(reply.getHeader('content-type')).startsWith('text/html');

/**
 * Hands the double-submit token out with the app's pages and runtime config: random, readable by the shell's
 * script (not HttpOnly), sent only to this site (SameSite=Strict), Secure over https. A browser that already holds
 * a well-formed one keeps it, so open tabs keep agreeing.
 */
export function issueCsrfCookie(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !isAppEntry(request, reply)) return payload;
    if (WELL_FORMED_TOKEN.test(cookieOf(request, CSRF_COOKIE) ?? '')) return payload;
    reply.header(
      'set-cookie',
      csrfCookie(randomBytes(TOKEN_BYTES).toString('base64url'), request.protocol === 'https'),
    );
    return payload;
  });
}

function repeatsCookie(header: string | string[] | undefined, cookie: string): boolean {
  if (typeof header !== 'string') return false;
  const sent = Buffer.from(header);
  const expected = Buffer.from(cookie);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

type SecurityHandler = (request: FastifyRequest, reply: FastifyReply, scopes?: string[]) => Promise<void>;

/**
 * A state-changing request that carries the cookie must repeat it in the X-XSRF-TOKEN header, which only the
 * app's own script can read and send. It wraps the credential check because only operations that act with the
 * user's credentials can be forged on the user's behalf; requests without the cookie (API clients, Pact
 * verification, curl with a bearer token) come from no browser that visited the app and pass.
 */
export function withCsrfCheck(securityHandler: SecurityHandler): SecurityHandler {
  return async (request, reply, scopes) => {
    if (!SAFE_METHODS.has(request.method)) {
      const cookie = cookieOf(request, CSRF_COOKIE);
      if (cookie !== undefined && !repeatsCookie(request.headers[CSRF_HEADER], cookie)) {
        throw problem(403, 'The X-XSRF-TOKEN header must repeat the XSRF-TOKEN cookie.');
      }
    }
    return securityHandler(request, reply, scopes);
  };
}
