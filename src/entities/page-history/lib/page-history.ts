import { PAGE_HISTORY_MAX_AGE_MS, PAGE_HISTORY_MAX_ENTRIES } from '../config/page-history-config';

/** A page's own title as the history lists it: a text (a hosted module's `host.setTitle`) or a translation key. */
export interface VisitTitle {
  title?: string;
  titleKey?: string;
}

export interface PageVisit extends VisitTitle {
  url: string;
  timestamp: number;
}

/** Visits of the last 14 days (an entry exactly 14 days old still counts), newest first. */
export const recentVisits = (history: readonly PageVisit[], now: number): PageVisit[] =>
  history.filter((visit) => now - visit.timestamp <= PAGE_HISTORY_MAX_AGE_MS).sort((a, b) => b.timestamp - a.timestamp);

/**
 * A revisited page moves to the front instead of appearing twice, keeping the title it was given; at most 100 recent
 * entries are kept.
 */
export const recordVisit = (history: readonly PageVisit[], url: string, now: number): PageVisit[] => {
  const earlier = history.find((visit) => visit.url === url);
  const { title, titleKey } = earlier ?? {};
  return recentVisits(
    [{ url, timestamp: now, title, titleKey }, ...history.filter((visit) => visit.url !== url)],
    now,
  ).slice(0, PAGE_HISTORY_MAX_ENTRIES);
};

/** The page at `url` got its own title: its entry (if it has one) lists it by that title from now on. */
export const titleVisit = (history: readonly PageVisit[], url: string, title: VisitTitle): PageVisit[] =>
  history.map((visit) =>
    visit.url === url ? { url, timestamp: visit.timestamp, title: title.title, titleKey: title.titleKey } : visit,
  );
