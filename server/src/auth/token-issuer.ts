import { randomUUID } from 'node:crypto';

import { jwtVerify, SignJWT } from 'jose';

import type { Db } from '../db/database.ts';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-key.ts';

export const TOKEN_ISSUER = 'trellis-reference';
export const TOKEN_AUDIENCE = 'trellis';

/** Who a token pair is for: a user in one tenant, organisation group and role. */
export interface TokenSubject {
  guid: string;
  email: string;
  tenantGuid: string;
  orgGroupGuid: string;
  organizationId: string | null;
  root: boolean;
  languageId: string;
  role: string;
  virtualRole: string | null;
  ptl: string | null;
  accessLifetimeS: number;
  refreshLifetimeS: number;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

export interface RefreshClaims {
  jti: string;
  family: string;
  guid: string;
  tenantGuid: string;
  orgGroupGuid: string;
  organizationId: string | null;
  role: string;
  exp: number;
}

const nowS = () => Math.floor(Date.now() / 1000);

export async function issueTokenPair(
  db: Db,
  key: SigningKey,
  subject: TokenSubject,
  family: string = randomUUID(),
): Promise<TokenResponse> {
  const issuedAt = nowS();
  const sign = (claims: Record<string, unknown>, lifetimeS: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(subject.guid)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetimeS)
      .setJti(randomUUID())
      .sign(key.privateKey);

  const access_token = await sign(
    {
      token_use: 'access',
      sid: family,
      guid: subject.guid,
      tenantGuid: subject.tenantGuid,
      email: subject.email,
      orgGroupGuid: subject.orgGroupGuid,
      // The session's organisation: the user-context read answers it (the shell does not read it from the token).
      organizationId: subject.organizationId,
      root: subject.root,
      languageId: subject.languageId,
      virtualRole: subject.virtualRole,
      role: subject.role,
      ptl: subject.ptl,
    },
    subject.accessLifetimeS,
  );
  const refreshJti = randomUUID();
  const refresh_token = await new SignJWT({
    token_use: 'refresh',
    family,
    guid: subject.guid,
    tenantGuid: subject.tenantGuid,
    orgGroupGuid: subject.orgGroupGuid,
    organizationId: subject.organizationId,
    role: subject.role,
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(subject.guid)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + subject.refreshLifetimeS)
    .setJti(refreshJti)
    .sign(key.privateKey);
  db.prepare('INSERT INTO refresh_tokens (jti, family, user_guid, expires_at) VALUES (?, ?, ?, ?)').run(
    refreshJti,
    family,
    subject.guid,
    issuedAt + subject.refreshLifetimeS,
  );
  return { access_token, refresh_token, token_type: 'Bearer', expires_in: subject.accessLifetimeS, scope: 'read' };
}

/** The claims of a refresh token this server signed, without spending it; null for anything else. */
export async function verifyRefreshToken(key: SigningKey, token: string): Promise<RefreshClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
    return payload.token_use === 'refresh' ? (payload as unknown as RefreshClaims) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a refresh token and marks it used. A token used before, revoked or unknown gives null, and a reused
 * one revokes its whole family: whoever replays a stolen refresh token ends the session it came from.
 */
export async function consumeRefreshToken(db: Db, key: SigningKey, token: string): Promise<RefreshClaims | null> {
  const claims = await verifyRefreshToken(key, token);
  if (!claims) return null;
  const row = db.prepare('SELECT family, used_at, revoked_at FROM refresh_tokens WHERE jti = ?').get(claims.jti) as
    { family: string; used_at: number | null; revoked_at: number | null } | undefined;
  if (!row || row.revoked_at !== null) return null;
  if (row.used_at !== null) {
    revokeFamily(db, row.family);
    return null;
  }
  db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE jti = ?').run(nowS(), claims.jti);
  return { ...claims, family: row.family };
}

export function revokeFamily(db: Db, family: string): void {
  db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL').run(nowS(), family);
}

export function isFamilyRevoked(db: Db, family: string): boolean {
  return (
    db.prepare('SELECT 1 FROM refresh_tokens WHERE family = ? AND revoked_at IS NOT NULL LIMIT 1').get(family) !==
    undefined
  );
}
