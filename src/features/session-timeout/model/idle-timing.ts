import { IDLE_DEFAULTS, SESSION_IDLE_MARGIN_S, SESSION_TIMEOUT_S } from '../config/idle-config';

export interface IdleTiming {
  idleMs: number;
  timeoutMs: number;
}

export interface RefreshLifetime {
  exp: number;
  iat?: number | undefined;
}

/**
 * Idle time for a session: the refresh token's remaining lifetime less 70 s, or all of it when that is 70 s or less.
 * A token `justIssued` has its whole lifetime left, whatever this device's clock says.
 */
export function sessionIdleTiming(refresh: RefreshLifetime | null, nowMs: number, justIssued = false): IdleTiming {
  if (refresh === null) return { idleMs: IDLE_DEFAULTS.idleS * 1000, timeoutMs: IDLE_DEFAULTS.timeoutS * 1000 };
  const lifetimeS = refresh.iat === undefined ? Infinity : refresh.exp - refresh.iat;
  const untilExpiryS = justIssued && refresh.iat !== undefined ? lifetimeS : refresh.exp - nowMs / 1000;
  const remainingS = Math.max(0, Math.min(untilExpiryS, lifetimeS));
  const idleS = remainingS <= SESSION_IDLE_MARGIN_S ? remainingS : remainingS - SESSION_IDLE_MARGIN_S;
  return { idleMs: Math.round(idleS * 1000), timeoutMs: SESSION_TIMEOUT_S * 1000 };
}

/** Seconds left on the warning, or null while the user is not idle. Derived from real time, so a tab that slept catches up. */
export function warningSecondsLeft(lastActivityMs: number, timing: IdleTiming, nowMs: number): number | null {
  const idleSinceMs = lastActivityMs + timing.idleMs;
  if (nowMs < idleSinceMs) return null;
  return Math.ceil((idleSinceMs + timing.timeoutMs - nowMs) / 1000);
}
