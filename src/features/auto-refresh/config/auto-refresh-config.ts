/** Section 9: auto refresh every 300000 ms × 0.8, first run 3 s after start. */
export const AUTO_REFRESH_INTERVAL_MS = 300_000 * 0.8;
export const AUTO_REFRESH_FIRST_RUN_MS = 3_000;

/** A refresher tab that has not ticked for this long is gone (closed or frozen); another tab takes over. */
export const AUTO_REFRESH_LEADER_STALE_MS = AUTO_REFRESH_INTERVAL_MS * 2;
