import type { FastifyInstance } from 'fastify';

export const NO_STORE = 'no-store';

/**
 * Every answer is `Cache-Control: no-store` unless its route chose otherwise: tokens, people's data, settings and
 * errors must never sit in a shared or browser cache. The exceptions set their own header first: translations
 * (`max-age=3600`, as the specification says) and the built app's files (@fastify/static's caching).
 */
export function noStoreUnlessChosen(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
    return payload;
  });
}
