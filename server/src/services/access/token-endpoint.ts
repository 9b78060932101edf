import type { FastifyReply, FastifyRequest } from 'fastify';

import { verifyPassword } from '../../auth/passwords.ts';
import { type SignInThrottle, SignInThrottledError } from '../../auth/sign-in-throttle.ts';
import type { SigningKey } from '../../auth/signing-key.ts';
import { consumeRefreshToken, issueTokenPair, type TokenSubject, verifyRefreshToken } from '../../auth/token-issuer.ts';
import type { Db } from '../../db/database.ts';
import { OAuthError } from './oauth-error.ts';
import { redeemSsoCode } from './saml-idp.ts';
import { defaultSubjectOf } from './subjects.ts';
import { type ContextSwitch, switchedSubject } from './switched-subject.ts';

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

  async function refreshGrant(body: TokenRequestBody, change: ContextSwitch) {
    const refused = () => new OAuthError('invalid_grant', 'The refresh token is invalid, expired or already used.');
    const token = body.refresh_token ?? '';
    const unspent = await verifyRefreshToken(key, token);
    if (!unspent) throw refused();
    // Checked before the token is spent: a refused switch leaves the session as it was.
    const subject = switchedSubject(db, unspent, change);
    const claims = await consumeRefreshToken(db, key, token);
    if (!claims) throw refused();
    return { subject, family: claims.family };
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
