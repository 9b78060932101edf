import type { FastifyInstance } from 'fastify';

import { DEMO_PASSWORD } from '../../seed/demo-users.ts';
import type { Db } from '../../src/db/database.ts';
import { problem } from '../../src/http/problem.ts';

/** What a provider state may ask of the signed-in user: permissions it must have, and ones it must lack. */
export interface UserWanted {
  granted?: string[];
  denied?: string[];
}

/** The values every "signed in" state hands to the pacts' `fromProviderState` expressions. */
export interface SignedInValues {
  [value: string]: string;
  accessToken: string;
  refreshToken: string;
  userId: string;
  email: string;
  tenantId: string;
}

interface Candidate {
  guid: string;
  email: string;
  tenantGuid: string;
}

interface TokenPair {
  access_token: string;
  refresh_token: string;
}

const TOKEN_PATH = '/api/access/v1/oauth/token';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The first password user (by e-mail) whose permissions in their default tenant are as wanted. */
export function findUser(db: Db, wanted: UserWanted = {}): Candidate {
  const candidates = db
    .prepare(
      `SELECT u.guid, u.email, m.tenant_guid AS tenantGuid FROM users u
       JOIN memberships m ON m.user_guid = u.guid AND m.is_default = 1
       WHERE u.password_hash IS NOT NULL ORDER BY u.email`,
    )
    .all() as Candidate[];
  const grantedOf = db.prepare('SELECT name FROM permissions WHERE user_guid = ? AND tenant_guid = ? AND granted = 1');
  const found = candidates.find((user) => {
    const granted = new Set((grantedOf.all(user.guid, user.tenantGuid) as { name: string }[]).map((r) => r.name));
    return (
      (wanted.granted ?? []).every((name) => granted.has(name)) &&
      (wanted.denied ?? []).every((name) => !granted.has(name))
    );
  });
  if (!found) throw problem(409, `No user has the permissions ${JSON.stringify(wanted)}.`);
  return found;
}

async function tokensFrom(app: FastifyInstance, url: string, form: Record<string, string>): Promise<TokenPair> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: FORM,
    payload: new URLSearchParams(form).toString(),
  });
  if (response.statusCode !== 200) throw problem(409, `The provider state could not sign in: ${response.body}`);
  return response.json<TokenPair>();
}

/** Signs a user in through the real token endpoint, as the shell would, optionally in another of their tenants. */
export async function signIn(
  app: FastifyInstance,
  user: Candidate,
  tenantGuid: string = user.tenantGuid,
): Promise<SignedInValues> {
  let tokens = await tokensFrom(app, TOKEN_PATH, {
    grant_type: 'password',
    username: user.email,
    password: DEMO_PASSWORD,
    client_id: 'trellis',
  });
  if (tenantGuid !== user.tenantGuid) {
    tokens = await tokensFrom(app, `${TOKEN_PATH}?tenant_id=${encodeURIComponent(tenantGuid)}`, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: 'trellis',
    });
  }
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    userId: user.guid,
    email: user.email,
    tenantId: tenantGuid,
  };
}

/** The tenants a user belongs to besides the given one. */
export function otherTenantsOf(db: Db, userGuid: string, tenantGuid: string): string[] {
  return (
    db
      .prepare(
        'SELECT tenant_guid AS guid FROM memberships WHERE user_guid = ? AND tenant_guid <> ? ORDER BY tenant_guid',
      )
      .all(userGuid, tenantGuid) as { guid: string }[]
  ).map((row) => row.guid);
}
