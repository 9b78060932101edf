export { LinkContextNotice } from './ui/link-context-notice';
