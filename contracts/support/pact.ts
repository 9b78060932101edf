import { fileURLToPath } from 'node:url';

import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { testApiClient } from '@test-support/test-api-client';

import type { ApiClient } from '@/shared/api';

export const CONSUMER = 'trellis-shell';
/** The committed pacts: written by `npm run contracts:write`, compared by `npm test` (scripts/pacts.ts). */
export const COMMITTED_PACT_DIR = fileURLToPath(new URL('../pacts', import.meta.url));
/** Where the consumer tests write: never the committed pacts, so that a stale committed pact is noticed. */
export const PACT_DIR =
  process.env.TRELLIS_PACT_DIR ?? fileURLToPath(new URL('../../test-results/pacts', import.meta.url));

/** A pact between the shell and a provider named in full. */
export function pactWithProvider(provider: string): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'warn' });
}

/** One pact per backend service: `trellis-shell` → `trellis-{service}`. */
export const pactWith = (service: string): PactV4 => pactWithProvider(`trellis-${service}`);

/** Stand for the values the provider state answers: the mock server uses these, the verifier the provider's. */
export const EXAMPLE_ACCESS_TOKEN = 'example-access-token';
export const EXAMPLE_REFRESH_TOKEN = 'example-refresh-token';

/** A value the provider state answers (`${name}` expressions), with the example the consumer test sends. */
export const fromState = MatchersV3.fromProviderState;

/** The bearer token of the user a provider state signed in. */
export const authorized = { Authorization: fromState('Bearer ${accessToken}', `Bearer ${EXAMPLE_ACCESS_TOKEN}`) };

/** The app's real transport, pointed at the Pact mock server as if it were the app's own origin. */
export const clientFor = (mockServerUrl: string, accessToken: string | null = null): ApiClient =>
  testApiClient(new URL(mockServerUrl).origin, { accessToken });

/** The same client, with the example token of a signed-in provider state. */
export const signedInClientFor = (mockServerUrl: string) => clientFor(mockServerUrl, EXAMPLE_ACCESS_TOKEN);

interface TextBodyCapable {
  interaction: {
    withResponseBody(body: string, contentType: string): void;
    withRequestBody(body: string, contentType: string): void;
  };
}

/**
 * A plain-text response body compared as text. Pact JS's V4 builder offers only `body(contentType, Buffer)`,
 * which the verifier treats as binary and sniffs ('4.12.0|…' sniffs as JSON); the interaction underneath takes text.
 */
export function textBody<T>(builder: T, contentType: string, text: string): T {
  (builder as unknown as TextBodyCapable).interaction.withResponseBody(text, contentType);
  return builder;
}

/**
 * A form-encoded request body compared as form fields, whose values may be matchers or provider-state values
 * (Pact's core reads a form body given as JSON with embedded rules; same escape hatch as `textBody`).
 */
export function formBody<T>(builder: T, fields: Record<string, unknown>): T {
  (builder as unknown as TextBodyCapable).interaction.withRequestBody(
    JSON.stringify(fields),
    'application/x-www-form-urlencoded',
  );
  return builder;
}
