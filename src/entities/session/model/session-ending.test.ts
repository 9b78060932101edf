// @vitest-environment jsdom
import { pathOf, serveFetch as serve } from '@test-support/fake-fetch';
import { fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { storeSession } from '@test-support/stored-session';
import type { SessionEndingReason } from '@trellis/module-sdk';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SESSION_ENDING_LIMIT_MS } from '../config/session-config';
import { addSessionEndingHandler, runSessionEndingHandlers } from '../lib/session-ending-handlers';
import { switchSessionContextFx } from './context-switch';
import { storedAuthChanged } from './other-tabs';
import { $isLoggedIn, appStarted, idleLogOffRequested, logOutRequested } from './session';
import { $hasUnsavedWork, unsavedWorkChanged } from './session-ending';

/** Section 9's most a logout waits for the modules, written out: a changed constant must fail here. */
const THREE_SECONDS = 3_000;

const accessToken = () =>
  fakeJwt({ guid: 'u1', tenantGuid: 't1', email: 'admin@acme.test', orgGroupGuid: 'g1', exp: nowInSeconds() + 900 });

const removals: (() => void)[] = [];
const handler = (run: (reason: SessionEndingReason) => void | Promise<void>) => {
  const remove = addSessionEndingHandler(run);
  removals.push(remove);
  return remove;
};

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  removals.splice(0).forEach((remove) => remove());
  vi.useRealTimers();
});

describe("the session-ending handlers' time limit", () => {
  it('is three seconds', () => expect(SESSION_ENDING_LIMIT_MS).toBe(THREE_SECONDS));

  it('waits for every handler, each told why', async () => {
    const told: string[] = [];
    handler(async (reason) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      told.push(`slow ${reason}`);
    });
    handler((reason) => void told.push(`quick ${reason}`));
    const done = runSessionEndingHandlers('switch');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(done).resolves.toBe(true);
    expect(told).toEqual(['quick switch', 'slow switch']);
  });

  it('never waits longer than the limit in all, for a handler that hangs or one that fails', async () => {
    handler(() => new Promise(() => undefined));
    handler(() => {
      throw new Error('broken');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let settled: boolean | undefined;
    void runSessionEndingHandlers('logout').then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(THREE_SECONDS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
  });

  it('forgets a handler that was removed', async () => {
    const run = vi.fn();
    handler(run)();
    await runSessionEndingHandlers('idle');
    expect(run).not.toHaveBeenCalled();
  });
});

describe('a logout with modules that save drafts', () => {
  const signedIn = async () => {
    storeSession({ access_token: accessToken(), refresh_token: 'refresh-1' });
    const scope = fork();
    await allSettled(appStarted, { scope });
    return scope;
  };

  it('runs the handlers first (logout, idle), then tells the server', async () => {
    const order: string[] = [];
    serve((request) => {
      order.push(pathOf(request));
      return new Response(null, { status: 204 });
    });
    handler(async (reason) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      order.push(`saved before ${reason}`);
    });
    const scope = await signedIn();
    const loggingOut = allSettled(logOutRequested, { scope });
    await vi.advanceTimersByTimeAsync(500);
    await loggingOut;
    expect(order).toEqual(['saved before logout', '/api/access/v1/auth/logout']);
    expect(scope.getState($isLoggedIn)).toBe(false);

    const idleScope = await signedIn();
    const loggingOff = allSettled(idleLogOffRequested, { scope: idleScope });
    await vi.advanceTimersByTimeAsync(500);
    await loggingOff;
    expect(order.slice(2)).toEqual(['saved before idle', '/api/access/v1/auth/logout']);
  });

  it('goes on after the limit when a handler hangs, and forgets the unsaved work', async () => {
    serve(() => new Response(null, { status: 204 }));
    handler(() => new Promise(() => undefined));
    const scope = await signedIn();
    await allSettled(unsavedWorkChanged, { scope, params: true });
    const loggingOut = allSettled(logOutRequested, { scope });
    await vi.advanceTimersByTimeAsync(THREE_SECONDS - 1);
    expect(scope.getState($isLoggedIn)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await loggingOut;
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(scope.getState($hasUnsavedWork)).toBe(false);
  });

  it('runs the handlers before following a logout in another tab', async () => {
    const reasons: string[] = [];
    const scope = await signedIn();
    handler((reason) => {
      reasons.push(`${reason}, signed in: ${String(scope.getState($isLoggedIn))}`);
    });
    localStorage.removeItem('TrellisZenAuth');
    await allSettled(storedAuthChanged, { scope });
    expect(reasons).toEqual(['other-tab, signed in: true']);
    expect(scope.getState($isLoggedIn)).toBe(false);
  });
});

describe('unsaved work', () => {
  it('is what the open module last said, and is forgotten once a switch the user confirmed is made', async () => {
    const scope = fork({
      handlers: [[switchSessionContextFx, async () => ({ access_token: accessToken(), refresh_token: 'r2' })]],
    });
    await allSettled(unsavedWorkChanged, { scope, params: true });
    expect(scope.getState($hasUnsavedWork)).toBe(true);
    await allSettled(unsavedWorkChanged, { scope, params: false });
    expect(scope.getState($hasUnsavedWork)).toBe(false);
    await allSettled(unsavedWorkChanged, { scope, params: true });
    await allSettled(switchSessionContextFx, { scope, params: { role_id: 'Auditor', switchRole: true } });
    expect(scope.getState($hasUnsavedWork)).toBe(false);
  });
});
