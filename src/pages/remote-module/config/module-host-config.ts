/** A module that has not mounted this long after its route was entered is given up, with Retry offered. */
export const MODULE_LOAD_TIMEOUT_MS = 10_000;

/** The event every module failure is announced with on `window`, for the shell's error reporting to pick up. */
export const MODULE_FAILURE_EVENT = 'trellis:module-failure';
