/** A module that has not mounted this long after its route was entered is given up, with Retry offered. */
export const MODULE_LOAD_TIMEOUT_MS = 10_000;

export { MODULE_FAILURE_EVENT } from '@/shared/config';
