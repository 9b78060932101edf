import { allSettled, type Scope } from 'effector';
import { connectApiSession } from '@/shared/api';
import { refreshSessionFx } from './session';
import { readStoredAuth } from './stored-auth';

/** The transport reads the stored token and awaits the session's single-flight refresh on a 401. */
export function connectSessionToTransport(scope: Scope): void {
  connectApiSession({
    getAccessToken: () => readStoredAuth()?.access_token ?? null,
    refreshSession: async () => (await allSettled(refreshSessionFx, { scope, params: undefined })).status === 'done',
  });
}
