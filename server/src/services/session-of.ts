import type { FastifyRequest } from 'fastify';

import type { SessionClaims } from '../auth/session-claims.ts';
import { problem } from '../http/problem.ts';

/** The verified claims of a bearer-secured operation (the security handler has set them). */
export const sessionOf = (request: FastifyRequest): SessionClaims => {
  if (!request.session) throw problem(401, 'A bearer token is required.');
  return request.session;
};
