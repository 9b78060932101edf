import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../auth/passwords.ts';
import type { SigningKey } from '../../auth/signing-key.ts';
import { SignInThrottledError, type SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { consumeRefreshToken, issueTokenPair, type RefreshClaims, type TokenSubject } from '../../auth/token-issuer.ts';
import type { Db } from '../../db/database.ts';
import { redeemSsoCode } from './saml-idp.ts';
import { subjectIn, defaultSubjectOf } from './subjects.ts';

export const OAUTH_CLIENT_ID = 'trellis';

export interface TokenRequestBody {
  grant_type: 'password' | 'refresh_token' | 'authorization_code';
  username?: string;
  password?: string;
  refresh_token?: string;
  client_id?: string;
  scope?: string;
  code?: string;
}

/** The context switch of section 4, passed to the refresh grant as query parameters. */
export interface ContextSwitch {
  tenant_id?: string;
  orggroup_id?: string;
  organization_id?: string;
  role_id?: string;
  switchRole?: boolean | string;
  context?: string;
  contextVersion?: string;
}

class OAuthError extends Error {
  readonly code: string;
  constructor(code: string, description: string) {
    super(description);
    this.code = code;
  }
}

export function tokenEndpoint(db: Db, key: SigningKey, throttle: SignInThrottle) {
  async function checkPassword(username: string, password: string, address: string): Promise<TokenSubject> {
    throttle.assertAllowed(username, address);
    const user = db.prepare('SELECT guid, password_hash FROM users WHERE email = ?').get(username) as
      { guid: string; password_hash: string | null } | undefined;
    const valid = await verifyPassword(password, user?.password_hash ?? null, {
      // Asked again when hashing starts: attempts from one address that waited behind others must not outrun the count.
      admit: () => throttle.assertAllowed(username, address),
    });
    const subject = user && valid ? defaultSubjectOf(db, user.guid) : null;
    if (!subject) {
      throttle.failed(username, address);
      throw new OAuthError('invalid_grant', 'The e-mail address or password is wrong.');
    }
    throttle.succeeded(username);
    return subject;
  }

  /** Throttled by account and by client address; only the password grant can be used to guess. */
  function passwordGrant(body: TokenRequestBody, address: string): Promise<TokenSubject> {
    const username = body.username ?? '';
    return throttle.oneAtATime(username, () => checkPassword(username, body.password ?? '', address));
  }

  function codeGrant(body: TokenRequestBody): TokenSubject {
    const userGuid = body.code ? redeemSsoCode(db, body.code) : null;
    const subject = userGuid ? defaultSubjectOf(db, userGuid) : null;
    if (!subject) throw new OAuthError('invalid_grant', 'The sign-in code is invalid, expired or already used.');
    return subject;
  }

  function tenantOfContext(change: ContextSwitch): string | undefined {
    if (!change.context) return undefined;
    const row = db
      .prepare('SELECT tenant_guid FROM tenant_contexts WHERE context = ? AND context_version = ?')
      .get(change.context, change.contextVersion ?? '') as { tenant_guid: string } | undefined;
    if (!row) throw new OAuthError('invalid_request', 'Unknown context.');
    return row.tenant_guid;
  }

  function switched(claims: RefreshClaims, change: ContextSwitch): TokenSubject {
    const tenantGuid = change.tenant_id ?? tenantOfContext(change) ?? claims.tenantGuid;
    const base = subjectIn(db, claims.guid, tenantGuid);
    if (!base) throw new OAuthError('invalid_grant', 'The user has no access to that tenant.');
    const sameTenant = tenantGuid === claims.tenantGuid;
    const subject: TokenSubject = sameTenant
      ? { ...base, orgGroupGuid: claims.orgGroupGuid, organizationId: claims.organizationId, role: claims.role }
      : { ...base };
    if (change.orggroup_id) {
      const group = db
        .prepare('SELECT 1 FROM org_groups WHERE guid = ? AND tenant_guid = ?')
        .get(change.orggroup_id, tenantGuid);
      if (!group) throw new OAuthError('invalid_request', 'Unknown organisation group for this tenant.');
      subject.orgGroupGuid = change.orggroup_id;
    }
    if (change.organization_id) {
      const org = db
        .prepare('SELECT parent_id FROM organizations WHERE id = ? AND tenant_guid = ?')
        .get(change.organization_id, tenantGuid) as { parent_id: string | null } | undefined;
      if (!org) throw new OAuthError('invalid_request', 'Unknown organisation for this tenant.');
      subject.organizationId = change.organization_id;
      subject.root = org.parent_id === null;
    }
    const switchRole = change.switchRole === true || change.switchRole === 'true';
    if (change.role_id && switchRole) {
      // Only the membership's own roles can be taken: its role or its virtual role.
      if (change.role_id !== base.role && change.role_id !== base.virtualRole) {
        throw new OAuthError('invalid_grant', 'The user cannot take that role.');
      }
      subject.role = change.role_id;
    }
    return subject;
  }

  async function refreshGrant(body: TokenRequestBody, change: ContextSwitch) {
    const claims = await consumeRefreshToken(db, key, body.refresh_token ?? '');
    if (!claims) throw new OAuthError('invalid_grant', 'The refresh token is invalid, expired or already used.');
    return { subject: switched(claims, change), family: claims.family };
  }

  return async function postOAuthToken(
    request: FastifyRequest<{ Body: TokenRequestBody; Querystring: ContextSwitch }>,
    reply: FastifyReply,
  ) {
    const { body } = request;
    try {
      if (body.client_id !== undefined && body.client_id !== OAUTH_CLIENT_ID) {
        throw new OAuthError('invalid_client', 'Unknown client.');
      }
      if (body.grant_type === 'password') {
        return await issueTokenPair(db, key, await passwordGrant(body, request.ip));
      }
      if (body.grant_type === 'authorization_code') return await issueTokenPair(db, key, codeGrant(body));
      if (body.grant_type === 'refresh_token') {
        const { subject, family } = await refreshGrant(body, request.query);
        return await issueTokenPair(db, key, subject, family);
      }
      throw new OAuthError('unsupported_grant_type', `The ${body.grant_type} grant is not offered here.`);
    } catch (error) {
      if (error instanceof SignInThrottledError) {
        return reply
          .status(429)
          .header('Retry-After', String(error.retryAfterS))
          .send({ error: 'slow_down', error_description: error.message });
      }
      if (!(error instanceof OAuthError)) throw error;
      return reply.status(400).send({ error: error.code, error_description: error.message });
    }
  };
}
