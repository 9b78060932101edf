import type { FastifyInstance } from 'fastify';

export const NO_STORE = 'no-store';

/**
 * Every answer is `Cache-Control: no-store` unless its route chose otherwise: tokens, people's data, settings and
 * errors must never sit in a shared or browser cache. The exceptions set their own header first: translations
 * (`max-age=3600`, as the specification says) and the built app's files (`cacheControlOfStaticFile`).
 */
export function noStoreUnlessChosen(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
    return payload;
  });
}

/** Build output under /assets carries a content hash in its name: a new build gives new names, so it never changes. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

/** Hashed assets are kept for a year without revalidation; pages (index.html) are revalidated on every load. */
export const cacheControlOfStaticFile = (path: string) =>
  HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
