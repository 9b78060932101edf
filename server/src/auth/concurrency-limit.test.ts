import { describe, expect, it } from 'vitest';

import { createConcurrencyLimit } from './concurrency-limit.ts';

describe('createConcurrencyLimit', () => {
  it('runs no more than the limit at once, and every task in arrival order', async () => {
    const run = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((id) => run(task(id))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const run = createConcurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
