import { testApiClient } from '@test-support/test-api-client';
import { describe, expect, it } from 'vitest';

import { requestPasswordToken, SignInThrottledError, TokenRejectedError } from './token-api';

const ORIGIN = 'https://trellis.test';

function clientAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  return testApiClient(ORIGIN, {
    fetch: async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
  });
}

async function refusal(status: number, body: unknown, headers?: Record<string, string>) {
  return requestPasswordToken(clientAnswering(status, body, headers), 'guess@acme.test', 'guess').catch(
    (error: unknown) => error,
  );
}

describe('the password grant', () => {
  it('reports a 429 as throttled, with the seconds of Retry-After', async () => {
    const error = await refusal(429, { error: 'slow_down' }, { 'Retry-After': '90' });
    expect(error).toBeInstanceOf(SignInThrottledError);
    expect((error as SignInThrottledError).retryAfterS).toBe(90);
  });

  it('reports a 429 without a readable Retry-After as throttled for an unknown time', async () => {
    const error = await refusal(429, 'Too Many Requests');
    expect((error as SignInThrottledError).retryAfterS).toBeNull();
  });

  it('still reports wrong credentials as the OAuth refusal', async () => {
    const error = await refusal(400, { error: 'invalid_grant', error_description: 'wrong' });
    expect(error).toBeInstanceOf(TokenRejectedError);
    expect((error as TokenRejectedError).code).toBe('invalid_grant');
  });
});
