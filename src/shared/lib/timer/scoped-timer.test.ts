import { allSettled, createEvent, createStore, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createScopedTimer } from './scoped-timer';

const fired = createEvent<string>();
const $fired = createStore<string[]>([]).on(fired, (all, what) => [...all, what]);
const interval = createScopedTimer('interval', fired, () => 'tick');

beforeEach(() => vi.useFakeTimers());
describe('a scoped timer', () => {
  it('fires in the scope that started it, and only there', async () => {
    const first = fork();
    const second = fork();
    await allSettled(interval.startFx, { scope: first, params: 1000 });
    await allSettled(interval.startFx, { scope: second, params: 1000 });
    await allSettled(interval.stopFx, { scope: second });
    vi.advanceTimersByTime(3000);
    expect(first.getState($fired)).toEqual(['tick', 'tick', 'tick']);
    expect(second.getState($fired)).toEqual([]);
    await allSettled(interval.stopFx, { scope: first });
  });

  it('replaces the running timer when started again', async () => {
    const scope = fork();
    await allSettled(interval.startFx, { scope, params: 1000 });
    vi.advanceTimersByTime(900);
    await allSettled(interval.startFx, { scope, params: 1000 });
    vi.advanceTimersByTime(900);
    expect(scope.getState($fired)).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(scope.getState($fired)).toEqual(['tick']);
    await allSettled(interval.stopFx, { scope });
    vi.advanceTimersByTime(5000);
    expect(scope.getState($fired)).toEqual(['tick']);
  });
});
