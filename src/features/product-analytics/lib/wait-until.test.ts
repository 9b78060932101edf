import { beforeEach, describe, expect, it, vi } from 'vitest';

import { TAG_READY_BASE_WAIT_MS, TAG_READY_TRIES } from '../config/analytics-config';
import { waitUntil } from './wait-until';

describe('waitUntil at the specification numbers (7 tries, 10 ms × 2ⁿ)', () => {
  beforeEach(() => vi.useFakeTimers());
  it('answers at once when the check already holds', async () => {
    const check = vi.fn(() => true);
    await expect(waitUntil(check, TAG_READY_TRIES, TAG_READY_BASE_WAIT_MS)).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks at 0, 10, 30, 70, 150, 310 and 630 ms, then gives up', async () => {
    const checkedAt: number[] = [];
    const start = Date.now();
    const waiting = waitUntil(
      () => {
        checkedAt.push(Date.now() - start);
        return false;
      },
      TAG_READY_TRIES,
      TAG_READY_BASE_WAIT_MS,
    );
    await vi.advanceTimersByTimeAsync(1000);
    await expect(waiting).resolves.toBe(false);
    expect(checkedAt).toEqual([0, 10, 30, 70, 150, 310, 630]);
  });

  it('succeeds on the last try when the check comes true just before it', async () => {
    let ready = false;
    const waiting = waitUntil(() => ready, TAG_READY_TRIES, TAG_READY_BASE_WAIT_MS);
    await vi.advanceTimersByTimeAsync(629);
    ready = true;
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toBe(true);
  });
});
