import type { FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { problem } from '../http/problem.ts';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-key.ts';

/** The claims of section 3 of the specification that every access token carries. */
export interface SessionClaims {
  guid: string;
  tenantGuid: string;
  email: string;
  orgGroupGuid: string;
  root: boolean;
  languageId: string;
  virtualRole: string | null;
  role: string;
  ptl: string | null;
  exp: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionClaims | null;
  }
}

export function createBearerAuth(key: SigningKey) {
  return async function bearerAuth(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    if (!token) throw problem(401, 'A bearer token is required.');
    try {
      const { payload } = await jwtVerify(token, key.publicKey, { algorithms: [SIGNING_ALGORITHM] });
      if (payload.token_use !== 'access') throw new Error('not an access token');
      request.session = payload as unknown as SessionClaims;
    } catch {
      throw problem(401, 'The bearer token is invalid or expired.');
    }
  };
}
