/** What the branding entity may read of the global state: the branding and login-page resources `/init` answered. */
export { readGlobalStatePart } from '../api/read-global-state-part';
