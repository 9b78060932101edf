export { PAGE_HISTORY_MAX_AGE_DAYS, PAGE_HISTORY_MAX_ENTRIES } from './config/page-history-config';
export type { PageVisit } from './lib/page-history';
export { readRecentVisits, rememberVisit, type PageHistoryOwner } from './lib/stored-page-history';
