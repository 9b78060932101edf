import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a caller's id may look like; anything else (too long, odd characters for a log) gets a new one. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the one the shell (or a proxy) sent in X-Request-Id, else a new one. Logged with every line. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** The id goes back in the answer's X-Request-Id, so that a report or a support ticket can name it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
