import { type ApiClient, createApiClient } from '@/shared/api';

/** A client of `origin` for a visitor who has not signed in: no token, English, and no session to refresh. */
export const signedOutClient = (origin: string, fetch: typeof globalThis.fetch): ApiClient =>
  createApiClient({
    baseUrl: origin,
    appOrigin: origin,
    apiOrigins: [],
    getAccessToken: () => null,
    getLanguage: () => 'en-us',
    refreshSession: async () => false,
    fetch,
  });
