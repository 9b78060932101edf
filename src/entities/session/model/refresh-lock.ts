import { AUTO_REFRESH_LOCK } from '../config/auto-refresh-config';

/** Runs `task` holding the cross-tab refresh lock; where the Web Locks API is missing, it just runs. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? (locks.request(AUTO_REFRESH_LOCK, task) as Promise<T>) : task();
}
