/** The banner counts down to a maintenance window once it is less than an hour away. */
export const MAINTENANCE_COUNTDOWN_FROM_MS = 60 * 60_000;

export type MaintenancePhase = 'later' | 'soon' | 'under-way' | 'over';

/**
 * Where `now` stands to a maintenance window: an hour or more ahead (the startup dialog and the tenant's own banners
 * announce it), less than an hour ahead (the banner counts down), under way, or over.
 */
export function maintenancePhase(window: { start: number; end: number }, now: number): MaintenancePhase {
  if (now >= window.end) return 'over';
  if (now >= window.start) return 'under-way';
  return window.start - now < MAINTENANCE_COUNTDOWN_FROM_MS ? 'soon' : 'later';
}

/** The banner speaks of a window from the hour before it starts until it ends. */
export const isShownInBanner = (phase: MaintenancePhase) => phase === 'soon' || phase === 'under-way';

/** When, after `now`, the banner next starts or stops speaking of the window; null once it is over. */
export function nextBannerChangeAt(window: { start: number; end: number }, now: number): number | null {
  const phase = maintenancePhase(window, now);
  // 'soon' is from strictly less than an hour before the start.
  if (phase === 'later') return window.start - MAINTENANCE_COUNTDOWN_FROM_MS + 1;
  return phase === 'over' ? null : window.end;
}
