import type { FastifyRequest } from 'fastify';

/** The cookie a test's browser context carries, so that parallel tests see only their own faults and records. */
export const TEST_SCOPE_COOKIE = 'trellis-test-scope';

export function scopeOf(request: FastifyRequest): string | null {
  const match = new RegExp(`(?:^|;\\s*)${TEST_SCOPE_COOKIE}=([^;]+)`).exec(request.headers.cookie ?? '');
  return match?.[1] ?? null;
}
