import { z } from 'zod/mini';

import { type ApiClient, type ApiSchemas, HTTP_STATUS, responseSchemaOf, TOKEN_PATH } from '@/shared/api';
import { OAUTH_CLIENT_ID, OAUTH_SCOPE } from '@/shared/config';

import { retryAfterMs, secondsToWait } from '../lib/retry-after';
import { TokenEndpointUnavailableError } from '../lib/token-endpoint-unavailable';
import { type TokenResponse, tokenResponse } from '../lib/token-response';

/** The refresh query parameters of section 3: a context switch rides on a refresh. */
export interface ContextSwitch {
  tenant_id?: string;
  orggroup_id?: string;
  organization_id?: string;
  role_id?: string;
  switchRole?: boolean;
  context?: string;
  contextVersion?: string;
}

/** The identity provider refused the grant (wrong credentials, used or revoked refresh token). */
export class TokenRejectedError extends Error {
  readonly code: string;
  constructor(code: string, description: string) {
    super(description);
    this.name = 'TokenRejectedError';
    this.code = code;
  }
}

/** Too many failed sign-ins (429): the identity provider takes none for a while; `retryAfterS` null when unsaid. */
export class SignInThrottledError extends Error {
  readonly retryAfterS: number | null;
  constructor(retryAfterS: number | null) {
    super('Too many sign-in attempts.');
    this.name = 'SignInThrottledError';
    this.retryAfterS = retryAfterS;
  }
}

/** Not among section 8's generic status codes; the reference identity provider answers it to a sign-in flood. */
const TOO_MANY_REQUESTS = 429;

/** Statuses that say "not now" rather than "no": the server is down, overloaded or asks the client to slow down. */
const isUnavailableStatus = (status: number) =>
  status >= HTTP_STATUS.internalServerError || status === HTTP_STATUS.requestTimeout || status === TOO_MANY_REQUESTS;

/** The provider refused the refresh token itself: the session cannot go on. */
export const isRefusedGrant = (error: unknown) => error instanceof TokenRejectedError && error.code === 'invalid_grant';

const oauthError = responseSchemaOf<ApiSchemas['access']['OAuthError']>()(
  z.object({ error: z.string(), error_description: z.optional(z.string()) }),
);

type TokenRequest = ApiSchemas['access']['TokenRequest'];

const formOf = (fields: TokenRequest) =>
  new URLSearchParams(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

const UNREADABLE_ANSWER = 'The token endpoint answered an unreadable token response.';

function postTokenRequest(client: ApiClient, body: TokenRequest, query: ContextSwitch) {
  return client
    .POST(TOKEN_PATH, {
      params: { query },
      body: { ...body, client_id: OAUTH_CLIENT_ID },
      bodySerializer: formOf,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    .catch((failure: unknown) => {
      // An answer that came but cannot be read may have spent the refresh token: not worth another try.
      if (failure instanceof SyntaxError) throw new Error(UNREADABLE_ANSWER, { cause: failure });
      // Otherwise fetch rejected because no answer came (network down, timed out): nothing was refused.
      throw new TokenEndpointUnavailableError(null, null, { cause: failure });
    });
}

async function requestTokens(client: ApiClient, body: TokenRequest, query: ContextSwitch = {}): Promise<TokenResponse> {
  const { data, error, response } = await postTokenRequest(client, body, query);
  // A sign-in refused for too many attempts is the user's to wait out; any other 429 is the server asking for a pause.
  if (response.status === TOO_MANY_REQUESTS && body.grant_type === 'password') {
    throw new SignInThrottledError(secondsToWait(response.headers.get('Retry-After'), Date.now()));
  }
  if (isUnavailableStatus(response.status)) {
    throw new TokenEndpointUnavailableError(
      response.status,
      retryAfterMs(response.headers.get('Retry-After'), Date.now()),
    );
  }
  if (error !== undefined || !response.ok) {
    const refusal = oauthError.safeParse(error);
    if (refusal.success) throw new TokenRejectedError(refusal.data.error, refusal.data.error_description ?? '');
    throw new Error(`The token endpoint answered ${response.status}.`);
  }
  const parsed = tokenResponse.safeParse(data);
  if (!parsed.success) throw new Error(UNREADABLE_ANSWER);
  return parsed.data;
}

export function requestPasswordToken(client: ApiClient, email: string, password: string) {
  return requestTokens(client, { grant_type: 'password', username: email, password, scope: OAUTH_SCOPE });
}

export function requestRefreshedToken(client: ApiClient, refreshToken: string, change: ContextSwitch = {}) {
  return requestTokens(client, { grant_type: 'refresh_token', refresh_token: refreshToken }, change);
}

/** Single sign-on: the one-time code the identity provider sent to /sso. */
export function requestCodeToken(client: ApiClient, code: string) {
  return requestTokens(client, { grant_type: 'authorization_code', code });
}
