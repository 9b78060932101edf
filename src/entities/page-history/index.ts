export { readRecentVisits, rememberVisit } from './lib/stored-page-history';
