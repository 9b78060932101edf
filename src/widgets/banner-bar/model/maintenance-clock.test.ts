import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { $maintenanceClockNow, maintenanceClockStarted, maintenanceClockStopped } from './maintenance-clock';

const START = Date.parse('2026-11-30T01:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe("the maintenance banner's clock", () => {
  it('reads the time as it starts and every second after, in its own scope, until stopped', async () => {
    const scope = fork();
    const other = fork();
    await allSettled(maintenanceClockStarted, { scope });
    expect(scope.getState($maintenanceClockNow)).toBe(START);

    vi.advanceTimersByTime(999);
    expect(scope.getState($maintenanceClockNow)).toBe(START);
    vi.advanceTimersByTime(1);
    expect(scope.getState($maintenanceClockNow)).toBe(START + 1000);
    vi.advanceTimersByTime(59_000);
    expect(scope.getState($maintenanceClockNow)).toBe(START + 60_000);
    expect(other.getState($maintenanceClockNow)).toBe(0);

    await allSettled(maintenanceClockStopped, { scope });
    vi.advanceTimersByTime(10_000);
    expect(scope.getState($maintenanceClockNow)).toBe(START + 60_000);
  });
});
