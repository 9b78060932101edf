/** What the organisation entity may read of the global state: the organisations `/init` answered with the rest. */
export { readGlobalStatePart } from '../api/read-global-state-part';
