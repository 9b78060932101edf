import { AUTO_REFRESH_LOCK } from '../config/refresh-config';

/**
 * Runs `task` holding the cross-tab refresh lock. `task` learns whether it had to wait for another tab, which may have
 * renewed the tokens meanwhile. Where the Web Locks API is missing, it just runs.
 */
export async function withRefreshLock<T>(task: (waitedForAnotherTab: boolean) => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return task(false);
  const atOnce = await locks.request(AUTO_REFRESH_LOCK, { ifAvailable: true }, async (lock) =>
    lock ? { value: await task(false) } : null,
  );
  return atOnce ? atOnce.value : locks.request(AUTO_REFRESH_LOCK, () => task(true));
}
