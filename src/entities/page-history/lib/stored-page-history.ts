import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';

import { type PageVisit, recentVisits, recordVisit, titleVisit, type VisitTitle } from './page-history';

const historySchema = z.record(
  z.string(),
  z.array(
    z.object({
      url: z.string(),
      timestamp: z.number(),
      title: z.optional(z.string()),
      titleKey: z.optional(z.string()),
    }),
  ),
);

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

/** The visited page at `url` is listed by its own title (nothing happens when it is not in the history). */
export function rememberVisitTitle({ url, title, ...owner }: PageHistoryOwner & { url: string; title: VisitTitle }) {
  const all = readAll();
  const visits = all[ownerKey(owner)];
  if (!visits?.some((visit) => visit.url === url)) return;
  localStore.write('pageHistory', { ...all, [ownerKey(owner)]: titleVisit(visits, url, title) });
}

export const readRecentVisits = (owner: PageHistoryOwner, now = Date.now()): PageVisit[] =>
  recentVisits(readAll()[ownerKey(owner)] ?? [], now);
