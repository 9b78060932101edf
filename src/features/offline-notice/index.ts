export { OfflineNotice } from './ui/offline-notice';
