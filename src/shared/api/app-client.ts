import { z } from 'zod/mini';

import { appEnv, DEFAULT_LANGUAGE } from '@/shared/config';
import { localStore } from '@/shared/lib/storage';

import { createApiClient } from './client';
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

const appTransport: TransportOptions = {
  baseUrl: appEnv.apiBaseUrl || appOrigin,
  appOrigin,
  apiOrigins: appEnv.apiOrigins,
  getAccessToken: () => session.getAccessToken(),
  getLanguage: () =>
    localStore.read('updatedLanguageCode', z.string().check(z.minLength(2))) ??
    localStore.read('languageSelected', z.string().check(z.minLength(2))) ??
    DEFAULT_LANGUAGE,
  refreshSession: () => session.refreshSession(),
};

export const apiClient = createApiClient(appTransport);

/** The same transport for hosted modules (`host.fetch`): they never see a token, only the answers. */
export const platformFetch = createPlatformFetch(appTransport);
