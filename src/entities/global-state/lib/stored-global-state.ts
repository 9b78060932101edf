import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';

import { type GlobalState, type GlobalStateOwner, globalStateSchema } from './global-state-schema';

const storedSchema = z.object({ owner: z.string(), state: z.unknown() });
const ownerKey = ({ userGuid, tenantGuid }: GlobalStateOwner) => `${userGuid}:${tenantGuid}`;

/** One user's state at a time: signing in as someone else replaces it. */
export function rememberGlobalState(owner: GlobalStateOwner, state: GlobalState): void {
  localStore.write('globalState', { owner: ownerKey(owner), state });
}

/** Parsed again on the way out, so that a state stored by an older release cannot break the first paint. */
export function readStoredGlobalState(owner: GlobalStateOwner): GlobalState | null {
  const stored = localStore.read('globalState', storedSchema);
  if (!stored || stored.owner !== ownerKey(owner)) return null;
  const parsed = globalStateSchema.safeParse(stored.state);
  return parsed.success ? parsed.data : null;
}
