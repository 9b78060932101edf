import { createEvent, createStore, sample } from 'effector';

import { createScopedTimer } from '@/shared/lib/timer';

/** The banner's countdown moves once a second. */
export const MAINTENANCE_CLOCK_TICK_MS = 1000;

/** The banner shows a maintenance window: the clock runs while it does. */
export const maintenanceClockStarted = createEvent();
export const maintenanceClockStopped = createEvent();
const ticked = createEvent<number>();

/** The time the banner judges the maintenance window by, renewed every second while the clock runs. */
export const $maintenanceClockNow = createStore(0).on(ticked, (_, now) => now);

const tick = createScopedTimer('interval', ticked, () => Date.now());

sample({ clock: maintenanceClockStarted, fn: () => Date.now(), target: ticked });
sample({ clock: maintenanceClockStarted, fn: () => MAINTENANCE_CLOCK_TICK_MS, target: tick.startFx });
sample({ clock: maintenanceClockStopped, target: tick.stopFx });
