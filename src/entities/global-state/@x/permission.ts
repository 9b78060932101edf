/** What the permission entity may read of the global state: the permissions `/init` answered with the rest. */
export { readGlobalStatePart } from '../api/read-global-state-part';
