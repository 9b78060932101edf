/** What the tenant entity may read of the global state: the tenant and tenant list `/init` answered with the rest. */
export { readGlobalStatePart } from '../api/read-global-state-part';
