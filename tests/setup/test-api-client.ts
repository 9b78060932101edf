import { type ApiClient, createApiClient } from '@/shared/api';

interface TestClientOptions {
  /** The signed-in user's token; none: a visitor who has not signed in. */
  accessToken?: string | null;
  fetch?: typeof globalThis.fetch;
}

/** The app's real transport with `origin` as the app's own: English, and no session to refresh. */
export const testApiClient = (origin: string, { accessToken = null, fetch }: TestClientOptions = {}): ApiClient =>
  createApiClient({
    baseUrl: origin,
    appOrigin: origin,
    apiOrigins: [],
    getAccessToken: () => accessToken,
    getLanguage: () => 'en-us',
    refreshSession: async () => false,
    fetch,
  });
