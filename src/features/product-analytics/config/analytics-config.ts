/** The content setting holding the Gainsight PX product key; blank or absent turns analytics off. */
export const ANALYTICS_KEY_SETTING = 'CustomerSuccessAnalyticsKey';

/** Section 9: initialisation is checked at most 7 times, waiting 10 ms × 2ⁿ between checks. */
export const TAG_READY_TRIES = 7;
export const TAG_READY_BASE_WAIT_MS = 10;

/** Section 8's log messages. */
export const TAG_LOAD_FAILED = 'Could not load Gainsight PX.';
export const TAG_NOT_INITIALIZED = 'Gainsight PX was not initialized.';

/** Events wait for the tag at most this many at a time; older ones are dropped first. */
export const QUEUED_EVENTS_LIMIT = 100;
