/** Section 9: the idle module's defaults. */
export const IDLE_DEFAULTS = { idleS: 300, timeoutS: 60, pingS: 240 } as const;

/** Section 9: the session's override: idle = remaining refresh-token lifetime − 70 s (all of it when 70 s or less). */
export const SESSION_IDLE_MARGIN_S = 70;
/** The warning's countdown (section 9: 60 s). */
export const SESSION_TIMEOUT_S = 60;
export const SESSION_PING_S = 60;

export const IDLE_TICK_MS = 1_000;
/** Activity is recorded at most this often: every mouse move need not write storage. */
export const ACTIVITY_THROTTLE_MS = 1_000;

/** The idle module pings every 60 s while a session (a refresh token) sets the idle time, else every 240 s. */
export const idlePingMs = (refresh: object | null) => (refresh ? SESSION_PING_S : IDLE_DEFAULTS.pingS) * 1000;

/**
 * The seconds left at which screen readers hear the countdown again (WAI-ARIA's timer guidance: a timer is not
 * announced every second). The warning itself is announced once, as it opens with the full countdown.
 */
export const COUNTDOWN_ANNOUNCED_AT_S = [30, 10, 5] as const;
