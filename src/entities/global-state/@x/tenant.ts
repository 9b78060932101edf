/** What the tenant entity may read of the global state: the tenant and tenant list `/init` answered with the rest. */
export { globalStatePart } from '../api/global-state-part';
