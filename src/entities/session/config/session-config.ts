/** JWT `exp` is in seconds; times here are compared in milliseconds (section 9: "exp times 1000"). */
export const EXP_TO_MS = 1000;

/** The role that sends a user with a virtual role to /eula before anything else (section 2). */
export const ACCEPT_EULA_ROLE = 'AcceptEula';

/**
 * Section 9's status check: every 5000 ms a signed-in tab compares the stored login object with its own, in case a
 * storage event never came (a tab that was frozen or in the back-forward cache while another tab logged out).
 */
export const SESSION_STATUS_CHECK_INTERVAL_MS = 5_000;

/**
 * A token's `iat` is in whole seconds and comes after the request's round trip: a measured clock offset smaller than
 * this cannot be told from a device clock that is right, and is taken as none.
 */
export const CLOCK_OFFSET_NOISE_MS = 5_000;

/**
 * A heartbeat notices a laptop that slept (its timers did not run): a beat that comes this much later than due means
 * the clock jumped, and the session is judged again by the time that passed.
 */
export const WAKE_HEARTBEAT_MS = 5_000;
export const WAKE_JUMP_MS = 30_000;

/**
 * Before the session ends or changes (logout, idle logoff, a switch, a logout in another tab), hosted modules' handlers
 * may save drafts: the shell waits for them all, this long at most in total, then goes on.
 */
export const SESSION_ENDING_LIMIT_MS = 3_000;
