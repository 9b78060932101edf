import { MatchersV3 } from '@pact-foundation/pact';

/** The token endpoint's address and the form its grants are posted as. */
export const TOKEN = '/api/access/v1/oauth/token';
export const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** A token the provider issues: any three base64url parts. */
export const jwtLike = (example: string) => MatchersV3.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, example);
