export { readRecentVisits, rememberVisit, rememberVisitTitle } from './lib/stored-page-history';
export type { PageVisit, VisitTitle } from './lib/page-history';
export { $pageTitle, pageTitled, type PageTitle } from './model/page-title';
export { usePageTitle } from './ui/use-page-title';
