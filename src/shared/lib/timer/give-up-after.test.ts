import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { giveUpAfter } from './give-up-after';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Work that answers `value` after `ms`, and records whether its signal aborted. */
function work<T>(ms: number, value: T) {
  const seen = { aborted: false };
  const run = (signal: AbortSignal) => {
    signal.addEventListener('abort', () => (seen.aborted = true));
    return new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
  };
  return { run, seen };
}

describe('giveUpAfter', () => {
  it('answers what the work answered in time, and then aborts its signal', async () => {
    const { run, seen } = work(99, 'answer');
    const answer = giveUpAfter(100, run, () => 'fallback');
    await vi.advanceTimersByTimeAsync(99);
    await expect(answer).resolves.toBe('answer');
    expect(seen.aborted).toBe(true);
  });

  it('answers the fallback when the work is late, and aborts the work', async () => {
    const { run, seen } = work(101, 'answer');
    const answer = giveUpAfter(100, run, () => 'fallback');
    await vi.advanceTimersByTimeAsync(100);
    await expect(answer).resolves.toBe('fallback');
    expect(seen.aborted).toBe(true);
  });

  it('rejects with a TimeoutError when the work is late and there is no fallback', async () => {
    const answer = giveUpAfter(100, work(101, 'answer').run);
    const rejection = expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(100);
    await rejection;
  });
});
