import { COUNTDOWN_ANNOUNCED_AT_S, SESSION_TIMEOUT_S } from '../config/idle-config';

/**
 * The seconds left that the announced text says: the last announcement point the countdown has reached, so that the
 * live region's text (and what a screen reader hears) changes only there.
 */
export function announcedSecondsLeft(secondsLeft: number): number {
  const reached = [SESSION_TIMEOUT_S, ...COUNTDOWN_ANNOUNCED_AT_S].filter((point) => secondsLeft <= point);
  return Math.max(0, Math.min(...reached, SESSION_TIMEOUT_S));
}
