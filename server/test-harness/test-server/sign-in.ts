import type { TestServer } from './test-server.ts';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export const DEMO_PASSWORD = 'trellis-demo';

/** The password grant's answer as the server sends it (headers and all). */
export function requestPasswordToken(server: TestServer, email: string, password = DEMO_PASSWORD) {
  return server.app.inject({
    method: 'POST',
    url: '/api/access/v1/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password,
      client_id: 'trellis',
      scope: 'read',
    }).toString(),
  });
}

export async function signIn(server: TestServer, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await requestPasswordToken(server, email, password);
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${response.body}`);
  return response.json<Tokens>();
}

export async function refresh(server: TestServer, refreshToken: string, query = '') {
  return server.app.inject({
    method: 'POST',
    url: `/api/access/v1/oauth/token${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'trellis',
    }).toString(),
  });
}

export const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
