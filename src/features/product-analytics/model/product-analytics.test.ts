import { fakeAccessToken } from '@test-support/fake-jwt';
import { sessionScope, signedInAuth } from '@test-support/session-scope';
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { $auth, type AccessClaims, type StoredAuth } from '@/entities/session';
import { ScriptAlreadyLoadedError } from '@/shared/lib/script';

import type { AnalyticsStart } from '../api/analytics-sources';
import {
  $analyticsStatus,
  analyticsCheckRequested,
  eventTracked,
  identityLookedAt,
  loadTagScriptFx,
  readStartFx,
  readTagAddressFx,
  userLoggedOut,
} from './product-analytics';

const readAnalyticsStart = vi.fn<(claims: AccessClaims | null) => Promise<AnalyticsStart | null>>();
const loadScript = vi.fn<(url: string) => Promise<void>>();
/** A scope whose effects reach a fake tag source and script loader instead of the network. */
const scopeWith = (auth: StoredAuth | null) =>
  sessionScope(auth, [
    [readStartFx, readAnalyticsStart],
    [readTagAddressFx, async () => '/analytics/gainsight-px.js'],
    [loadTagScriptFx, loadScript],
  ]);
const signedIn = () => scopeWith(signedInAuth());

// The model hands the identity to the tag as it is: what it says is the business of analytics-plan.test.ts.
const ada = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'ada@acme.test', role: 'Site Admin' };
const optedInToAll = { surveys_custom: true, guidedTours_custom: true, onboardingBot_custom: true };
const start: AnalyticsStart = {
  productKey: 'AP-KEY 1',
  identity: {
    user: { ...ada, ...optedInToAll, timeZone: 'Europe/Berlin', rootOrg: true, NewNavigationEnabled: false },
    account: { id: 't1' },
    globalContext: { version: '4.12.0', tenantGuid: 't1' },
  },
};

const tag = vi.fn();
const globals = globalThis as { aptrinsic?: unknown };
const tagCalls = () => tag.mock.calls.map((call) => call[0] as string);

beforeEach(() => {
  globals.aptrinsic = tag;
  readAnalyticsStart.mockResolvedValue(start);
  loadScript.mockResolvedValue(undefined);
  tag.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  delete globals.aptrinsic;
  vi.clearAllMocks();
});

/** On a fake clock, starts the analytics check of a signed-in user while the tag is not there yet. */
function checkBeforeTheTagIsThere() {
  vi.useFakeTimers();
  delete globals.aptrinsic;
  const scope = signedIn();
  return { scope, settled: allSettled(analyticsCheckRequested, { scope }) };
}

describe('product analytics', () => {
  it('loads the tag with the product key, sets the global context and identifies the user and account', async () => {
    const scope = signedIn();
    await allSettled(analyticsCheckRequested, { scope });
    expect(loadScript).toHaveBeenCalledWith('/analytics/gainsight-px.js?a=AP-KEY%201');
    expect(tag).toHaveBeenCalledWith('set', 'globalContext', { version: '4.12.0', tenantGuid: 't1' });
    expect(tag).toHaveBeenCalledWith('identify', start.identity.user, { id: 't1' });
    expect(tagCalls().indexOf('set')).toBeLessThan(tagCalls().indexOf('identify'));
    expect(scope.getState($analyticsStatus)).toBe('on');
  });

  it('stays off without a start (no key, no ProductAnalytics or no ProductImprovements) and drops events', async () => {
    readAnalyticsStart.mockResolvedValue(null);
    const scope = signedIn();
    await allSettled(analyticsCheckRequested, { scope });
    await allSettled(eventTracked, { scope, params: { name: 'Upgrade Opened' } });
    expect(loadScript).not.toHaveBeenCalled();
    expect(tag).not.toHaveBeenCalled();
    expect(scope.getState($analyticsStatus)).toBe('off');
  });

  it('queues events until the user is identified, then sends them in order', async () => {
    const scope = signedIn();
    await allSettled(eventTracked, { scope, params: { name: 'First' } });
    await allSettled(eventTracked, { scope, params: { name: 'Second', properties: { flow: 'trial' } } });
    expect(tag).not.toHaveBeenCalled();
    await allSettled(analyticsCheckRequested, { scope });
    await allSettled(eventTracked, { scope, params: { name: 'Third' } });
    expect(tagCalls()).toEqual(['config', 'set', 'identify', 'track', 'track', 'track']);
    expect(tag.mock.calls.filter((call) => call[0] === 'track').map((call) => call.slice(1))).toEqual([
      ['First', {}],
      ['Second', { flow: 'trial' }],
      ['Third', {}],
    ]);
  });

  it('carries on with the tag that is there when the script was loaded before (ScriptAlreadyLoaded)', async () => {
    loadScript.mockRejectedValue(new ScriptAlreadyLoadedError('/analytics/gainsight-px.js'));
    const scope = signedIn();
    await allSettled(analyticsCheckRequested, { scope });
    expect(tag).toHaveBeenCalledWith('identify', start.identity.user, { id: 't1' });
    expect(scope.getState($analyticsStatus)).toBe('on');
  });

  it('logs "Could not load Gainsight PX." and stays off when the script fails to load', async () => {
    loadScript.mockRejectedValue(new Error('network'));
    const scope = signedIn();
    await allSettled(eventTracked, { scope, params: { name: 'Lost' } });
    await allSettled(analyticsCheckRequested, { scope });
    expect(console.error).toHaveBeenCalledWith('Could not load Gainsight PX.', expect.any(Error));
    expect(scope.getState($analyticsStatus)).toBe('off');
    await allSettled(eventTracked, { scope, params: { name: 'Later' } });
    expect(tag).not.toHaveBeenCalled();
  });

  it("loads no script and stays off when the tag's address is unknown (the configuration was not reached)", async () => {
    const scope = sessionScope(signedInAuth(), [
      [readStartFx, readAnalyticsStart],
      [readTagAddressFx, async () => null],
      [loadTagScriptFx, loadScript],
    ]);
    await allSettled(analyticsCheckRequested, { scope });
    expect(loadScript).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('Could not load Gainsight PX.', expect.any(Error));
    expect(scope.getState($analyticsStatus)).toBe('off');
  });

  it('waits 7 tries with 10 ms × 2ⁿ for the tag, then logs "Gainsight PX was not initialized."', async () => {
    const { scope, settled } = checkBeforeTheTagIsThere();
    await vi.advanceTimersByTimeAsync(629);
    expect(console.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(console.error).toHaveBeenCalledWith('Gainsight PX was not initialized.', expect.any(Error));
    expect(scope.getState($analyticsStatus)).toBe('off');
  });

  it('identifies once the tag appears within its tries', async () => {
    const { settled } = checkBeforeTheTagIsThere();
    await vi.advanceTimersByTimeAsync(300);
    globals.aptrinsic = tag;
    await vi.advanceTimersByTimeAsync(10);
    await settled;
    expect(tag).toHaveBeenCalledWith('identify', start.identity.user, { id: 't1' });
  });

  it('resets the tag at logout and queues nothing for the signed-out user', async () => {
    const scope = signedIn();
    await allSettled(analyticsCheckRequested, { scope });
    tag.mockClear();
    await allSettled(userLoggedOut, { scope });
    expect(tagCalls()).toEqual(['reset']);
    expect(scope.getState($analyticsStatus)).toBe('idle');
  });

  it('disables the tag and forgets the user when the user opts out, and turns it on again on opt-in', async () => {
    const scope = signedIn();
    await allSettled(analyticsCheckRequested, { scope });
    tag.mockClear();
    readAnalyticsStart.mockResolvedValue(null);
    await allSettled(analyticsCheckRequested, { scope });
    expect(tag.mock.calls).toEqual([['config', 'enableTag', false], ['reset']]);
    expect(scope.getState($analyticsStatus)).toBe('off');

    tag.mockClear();
    readAnalyticsStart.mockResolvedValue(start);
    await allSettled(analyticsCheckRequested, { scope });
    expect(tag.mock.calls[0]).toEqual(['config', 'enableTag', true]);
    expect(scope.getState($analyticsStatus)).toBe('on');
  });

  it('logs a failing track call and goes on with the next event', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scope = signedIn();
    await allSettled(analyticsCheckRequested, { scope });
    tag.mockImplementationOnce(() => {
      throw new Error('tag broke');
    });
    await allSettled(eventTracked, { scope, params: { name: 'Broken' } });
    await allSettled(eventTracked, { scope, params: { name: 'Fine' } });
    expect(console.warn).toHaveBeenCalledWith('Gainsight PX did not track an event.', 'Broken', expect.any(Error));
    expect(tag).toHaveBeenLastCalledWith('track', 'Fine', {});
  });
});

describe('product analytics follows the session', () => {
  it('starts when a user signs in, not again on a token refresh, and resets at logout', async () => {
    const scope = scopeWith(null);
    const auth = signedInAuth();
    await allSettled($auth, { scope, params: auth });
    expect(readAnalyticsStart).toHaveBeenCalledTimes(1);
    await allSettled($auth, { scope, params: { ...auth, refresh_token: 'r2' } });
    expect(readAnalyticsStart).toHaveBeenCalledTimes(1);
    tag.mockClear();
    await allSettled($auth, { scope, params: null });
    expect(tagCalls()).toEqual(['reset']);
    expect(scope.getState($analyticsStatus)).toBe('idle');
  });

  it('made after a session was restored, looks at the signed-in user once, and again after a sign-in of another', async () => {
    // The model's scope holds the session already: no change of identity reached it.
    const scope = signedIn();
    expect(readAnalyticsStart).not.toHaveBeenCalled();
    await allSettled(identityLookedAt, { scope });
    await allSettled(identityLookedAt, { scope });
    expect(readAnalyticsStart).toHaveBeenCalledTimes(1);
    expect(scope.getState($analyticsStatus)).toBe('on');

    await allSettled($auth, { scope, params: null });
    await allSettled($auth, { scope, params: signedInAuth({ access_token: fakeAccessToken({ tenantGuid: 't2' }) }) });
    await allSettled(identityLookedAt, { scope });
    expect(readAnalyticsStart).toHaveBeenCalledTimes(2);
  });

  it('looks at no one while signed out', async () => {
    const scope = scopeWith(null);
    await allSettled(identityLookedAt, { scope });
    expect(readAnalyticsStart).not.toHaveBeenCalled();
    expect(scope.getState($analyticsStatus)).toBe('idle');
  });
});
