import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';
import { createApiClient, type ApiClient } from '@/shared/api';

export const CONSUMER = 'trellis-shell';
export const PACT_DIR = fileURLToPath(new URL('../pacts', import.meta.url));

/** One pact per backend service: `trellis-shell` → `trellis-{service}`. */
export function pactWith(service: string): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: `trellis-${service}`, dir: PACT_DIR, logLevel: 'warn' });
}

/** The app's real transport, pointed at the Pact mock server as if it were the app's own origin. */
export function clientFor(mockServerUrl: string, accessToken: string | null = null): ApiClient {
  const origin = new URL(mockServerUrl).origin;
  return createApiClient({
    baseUrl: origin,
    appOrigin: origin,
    apiOrigins: [],
    getAccessToken: () => accessToken,
    getLanguage: () => 'en-us',
    refreshSession: async () => false,
  });
}

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

/** A form-encoded request body, compared as form fields (same escape hatch as `textBody`). */
export function formBody<T>(builder: T, fields: Record<string, string>): T {
  (builder as unknown as TextBodyCapable).interaction.withRequestBody(
    new URLSearchParams(fields).toString(),
    'application/x-www-form-urlencoded',
  );
  return builder;
}

/** Stands for a real token in pacts; the provider verification swaps in one issued for the provider state. */
export const PACT_ACCESS_TOKEN = 'pact-access-token';
export const PACT_REFRESH_TOKEN = 'pact-refresh-token';
export const PACT_SSO_CODE = 'pact-sso-code';
