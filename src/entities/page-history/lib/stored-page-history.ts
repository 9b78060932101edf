import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';

import { type PageVisit, recentVisits, recordVisit } from './page-history';

const historySchema = z.record(z.string(), z.array(z.object({ url: z.string(), timestamp: z.number() })));

export interface PageHistoryOwner {
  userGuid: string;
  tenantGuid: string;
}

/** One list per user and tenant, all under one storage key; unreadable data reads as no history. */
const ownerKey = ({ userGuid, tenantGuid }: PageHistoryOwner) => `${userGuid}:${tenantGuid}`;
const readAll = () => localStore.read('pageHistory', historySchema) ?? {};

export function rememberVisit({ url, ...owner }: PageHistoryOwner & { url: string }, now = Date.now()): void {
  const all = readAll();
  localStore.write('pageHistory', { ...all, [ownerKey(owner)]: recordVisit(all[ownerKey(owner)] ?? [], url, now) });
}

export const readRecentVisits = (owner: PageHistoryOwner, now = Date.now()): PageVisit[] =>
  recentVisits(readAll()[ownerKey(owner)] ?? [], now);
