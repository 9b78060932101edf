import { PAGE_HISTORY_MAX_AGE_MS, PAGE_HISTORY_MAX_ENTRIES } from '../config/page-history-config';

export interface PageVisit {
  url: string;
  timestamp: number;
}

/** Visits of the last 14 days (an entry exactly 14 days old still counts), newest first. */
export const recentVisits = (history: readonly PageVisit[], now: number): PageVisit[] =>
  history.filter((visit) => now - visit.timestamp <= PAGE_HISTORY_MAX_AGE_MS).sort((a, b) => b.timestamp - a.timestamp);

/** A revisited page moves to the front instead of appearing twice; at most 100 recent entries are kept. */
export const recordVisit = (history: readonly PageVisit[], url: string, now: number): PageVisit[] =>
  recentVisits([{ url, timestamp: now }, ...history.filter((visit) => visit.url !== url)], now).slice(
    0,
    PAGE_HISTORY_MAX_ENTRIES,
  );
