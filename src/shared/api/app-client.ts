import { fetchRuntimeConfig } from '@/shared/config';
import { readStoredLanguage } from '@/shared/lib/storage';

import { createApiClient } from './client';
import { deployedBaseUrl } from './middleware/deployed-base-url';
import { createPlatformFetch } from './platform-fetch';
import type { TransportOptions } from './transport-options';

interface SessionPort {
  getAccessToken: () => string | null;
  refreshSession: () => Promise<boolean>;
}

/** Until the session model connects, requests go out anonymous and a 401 is returned as it is. */
let session: SessionPort = { getAccessToken: () => null, refreshSession: async () => false };

/** The session model plugs its token source and its single-flight refresh into the transport. */
export function connectApiSession(port: SessionPort): void {
  session = port;
}

const appOrigin = globalThis.location?.origin ?? 'http://localhost';

/** The origins config.json lets the bearer token go to, besides the app's own; known once it is read. */
let tokenOrigins: readonly string[] = [];

/** Read once per page: config.json not reached (or too slow) leaves the API on the app's origin for the page's life. */
let baseUrl: Promise<string> | null = null;

const apiBaseUrl = (): Promise<string> =>
  (baseUrl ??= fetchRuntimeConfig().then(({ api }) => {
    const apiOrigin = api.baseUrl ? new URL(api.baseUrl, appOrigin).origin : appOrigin;
    tokenOrigins = [...new Set([apiOrigin, ...api.tokenOrigins.map((address) => new URL(address).origin)])];
    return api.baseUrl;
  }));

const appTransport: TransportOptions = {
  baseUrl: appOrigin,
  appOrigin,
  get apiOrigins() {
    return tokenOrigins;
  },
  getAccessToken: () => session.getAccessToken(),
  getLanguage: readStoredLanguage,
  refreshSession: () => session.refreshSession(),
};
/** Where each request goes: the deployment's API address. */
const placement = [deployedBaseUrl(appOrigin, apiBaseUrl)];

export const apiClient = createApiClient(appTransport, placement);

/** The same transport for hosted modules (`host.fetch`): they never see a token, only the answers. */
export const platformFetch = createPlatformFetch(appTransport, placement);
