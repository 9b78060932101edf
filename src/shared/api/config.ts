export const TOKEN_PATH = '/api/access/v1/oauth/token';
export const LOGOUT_PATH = '/api/access/v1/auth/logout';

/** A 401 from these means the session itself is gone: no refresh is attempted. */
export const NON_REFRESHABLE_PATHS: readonly string[] = [TOKEN_PATH, LOGOUT_PATH];

/** Translations may be cached by the browser (max-age 3600); every other request asks for fresh data. */
export const CACHEABLE_PATHS: readonly RegExp[] = [
  /\/api\/globalization\/v2\/translations\/tenant\/[^/]+$/,
  /\/api\/globalization\/v1\/translations\/[^/]+$/,
];

/**
 * How long the shell waits for any answer before it gives up and falls back (the specification names no general
 * limit; this is the identity library's silent-refresh timeout of section 9, the one request limit it names).
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Not timed by the shell: a grant the server applied after the shell gave up would spend the rotated refresh token,
 * and its reuse then ends the session. A token request ends when the network says so.
 */
export const UNTIMED_PATHS: readonly string[] = [TOKEN_PATH];

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

/** Sent with every request to our own origins; the reference server logs it as the request's id. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
