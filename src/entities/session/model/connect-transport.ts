import { type Scope, scopeBind } from 'effector';

import { connectApiSession } from '@/shared/api';

import { readStoredAuth } from '../lib/stored-auth';
import { refreshSessionFx } from './session';

/** The transport reads the stored token and awaits the session's single-flight refresh on a 401. */
export function connectSessionToTransport(scope: Scope): void {
  // scopeBind, not allSettled: allSettled would also wait for the effect whose request got the 401.
  const refresh = scopeBind(refreshSessionFx, { scope });
  connectApiSession({
    getAccessToken: () => readStoredAuth()?.access_token ?? null,
    refreshSession: () =>
      refresh().then(
        () => true,
        () => false,
      ),
  });
}
