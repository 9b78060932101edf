import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';

import type { Db } from '../db/database.ts';
import { problem } from '../http/problem.ts';
import type { createOidcTokenVerifier } from './oidc-access-tokens.ts';
import type { SessionClaims } from './session-claims.ts';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-key.ts';
import { isFamilyRevoked, TOKEN_AUDIENCE, TOKEN_ISSUER } from './token-issuer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionClaims | null;
  }
}

export function grantedPermissions(db: Db, claims: Pick<SessionClaims, 'guid' | 'tenantGuid'>): Set<string> {
  const rows = db
    .prepare('SELECT name FROM permissions WHERE user_guid = ? AND tenant_guid = ? AND granted = 1')
    .all(claims.guid, claims.tenantGuid) as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

/**
 * The `bearerAuth` security handler. Its scopes in the OpenAPI documents name the permissions an operation
 * needs (`security: [{ bearerAuth: [TENANTS_LIST] }]`): a valid token without them gets 403.
 */
export function createBearerAuth(db: Db, key: SigningKey, oidc?: ReturnType<typeof createOidcTokenVerifier>) {
  const verifyOwnToken = async (token: string) => {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: [SIGNING_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    if (payload.token_use !== 'access') throw new Error('not an access token');
    return payload as unknown as SessionClaims;
  };

  return async function bearerAuth(request: FastifyRequest, _reply: FastifyReply, requiredPermissions: string[] = []) {
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw problem(401, 'A bearer token is required.');
    let claims: SessionClaims;
    try {
      claims = oidc?.issues(token) ? await oidc.verify(token) : await verifyOwnToken(token);
    } catch {
      throw problem(401, 'The bearer token is invalid or expired.');
    }
    if (isFamilyRevoked(db, claims.sid)) throw problem(401, 'The session has ended.');
    request.session = claims;
    if (requiredPermissions.length === 0) return;
    const granted = grantedPermissions(db, claims);
    const missing = requiredPermissions.filter((name) => !granted.has(name));
    if (missing.length) throw problem(403, `Missing permission: ${missing.join(', ')}.`);
  };
}
