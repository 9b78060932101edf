import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';

import { AUTO_REFRESH_LEADER_STALE_MS } from '../config/auto-refresh-config';

/** The stored refresh id of section 4: which tab refreshes, and when it last did. */
const refreshLeaderSchema = z.object({ tabId: z.string(), at: z.number() });

export const thisTabId = globalThis.crypto?.randomUUID?.() ?? `tab-${Math.random().toString(36).slice(2)}`;

export function claimRefreshLeadership(tabId: string, nowMs: number): void {
  localStore.write('autoRefreshId', { tabId, at: nowMs });
}

/** This tab refreshes when it holds the stored id, or when the holder has gone quiet; it then claims the id. */
export function mayRefreshNow(tabId: string, nowMs: number): boolean {
  const leader = localStore.read('autoRefreshId', refreshLeaderSchema);
  const isMine = leader?.tabId === tabId;
  const isStale = !leader || nowMs - leader.at > AUTO_REFRESH_LEADER_STALE_MS;
  if (!isMine && !isStale) return false;
  claimRefreshLeadership(tabId, nowMs);
  return true;
}

/**
 * The tab holding the stored id says on each tick, refresh or not, that it is still there: a token renewed every 12
 * minutes would otherwise leave it looking gone after 8, and another tab would take over while it runs.
 */
export function keepRefreshLeadership(tabId: string, nowMs: number): void {
  const leader = localStore.read('autoRefreshId', refreshLeaderSchema);
  if (leader?.tabId === tabId) claimRefreshLeadership(tabId, nowMs);
}

export const isTimedOut = () => localStore.read('timedOut', z.boolean()) === true;
