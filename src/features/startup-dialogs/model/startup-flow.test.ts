// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query';
import { fakeJwt } from '@test-support/fake-jwt';
import { forgetMockCallsAndServerState } from '@test-support/server-state';
import { sessionScope, signedInAuth } from '@test-support/session-scope';
import { allSettled, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { bannerAlertsQueryKey } from '@/entities/alert';
import { grantedPermissionsQuery } from '@/entities/permission';
import type { StoredAuth } from '@/entities/session';
import { queryClient } from '@/shared/api';

import { STARTUP_DELAY_MS } from '../config/startup-config';
import {
  $startupDialogs,
  readBenchmarkingFx,
  readMaintenanceAlertFx,
  readProductImprovementsNoticeFx,
  routeEntered,
  startupDialogClosed,
} from './startup-flow';

const fetchMaintenanceAlert = vi.fn();
const fetchBenchmarkingNotification = vi.fn();
const productImprovementsNoticeOn = vi.fn();

const token = (sid: string) =>
  fakeJwt({ guid: 'u1', tenantGuid: 't1', email: 'a@acme.test', orgGroupGuid: 'g1', exp: 9e9, sid });
/** A scope whose startup reads reach fakes instead of the network. */
const scopeWith = (auth: StoredAuth | null) =>
  sessionScope(auth, [
    [readMaintenanceAlertFx, fetchMaintenanceAlert],
    [readBenchmarkingFx, fetchBenchmarkingNotification],
    [readProductImprovementsNoticeFx, productImprovementsNoticeOn],
  ]);
const signedIn = (sid = 's1') => scopeWith(signedInAuth({ access_token: token(sid) }));

const maintenance = {
  alertScheduleId: 'maintenance-window',
  maintenanceScheduleAttributes: {
    MaintenanceStartTime: '2026-11-30T02:00:00.000Z',
    MaintenanceEndTime: '2026-11-30T04:00:00.000Z',
  },
};
const notice = { messageId: 'BENCHMARKING_LAUNCH', notificationStatus: true, notificationType: 'HOME_PAGE' as const };
const ALL = ['MaintenanceAlertView', 'ViewOTBenchmarkingMetaData', 'Pendo', 'UserToolSetting'];

/** The permissions are server state: the model asks the query client, which has them. */
const grantPermissions = (names: string[]) => queryClient.setQueryData(grantedPermissionsQuery('t1').queryKey, names);

/** Enters a route and lets the 250 ms startup delay pass. */
async function enter(scope: Scope, pathname: string) {
  await allSettled(routeEntered, { scope, params: { pathname, at: Date.now() } });
  await vi.advanceTimersByTimeAsync(STARTUP_DELAY_MS);
  await allSettled(scope);
}

beforeEach(() => {
  vi.useFakeTimers();
  grantPermissions(ALL);
  fetchMaintenanceAlert.mockResolvedValue(maintenance);
  fetchBenchmarkingNotification.mockResolvedValue(notice);
  productImprovementsNoticeOn.mockResolvedValue(true);
});
afterEach(forgetMockCallsAndServerState);

describe('the startup flows', () => {
  it('open the three dialogs, in order, 250 ms after a module route is entered', async () => {
    const scope = signedIn();
    await allSettled(routeEntered, { scope, params: { pathname: '/mfe-host', at: Date.now() } });
    // Section 9's 250 ms, written out: a changed constant must fail here.
    await vi.advanceTimersByTimeAsync(249);
    expect(fetchMaintenanceAlert).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await allSettled(scope);
    expect(scope.getState($startupDialogs).map((dialog) => dialog.kind)).toEqual([
      'maintenance',
      'benchmarking',
      'productImprovements',
    ]);
    await allSettled(startupDialogClosed, { scope });
    expect(scope.getState($startupDialogs)[0]?.kind).toBe('benchmarking');
  });

  it("count the 250 ms from the page's entry: a model that learns of it 200 ms late waits the 50 ms left", async () => {
    const scope = signedIn();
    const at = Date.now();
    await vi.advanceTimersByTimeAsync(200);
    await allSettled(routeEntered, { scope, params: { pathname: '/mfe-host', at } });
    await vi.advanceTimersByTimeAsync(49);
    expect(fetchMaintenanceAlert).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await allSettled(scope);
    expect(fetchMaintenanceAlert).toHaveBeenCalledTimes(1);
  });

  it('run at once for a page entered longer than 250 ms before the model learned of it', async () => {
    const scope = signedIn();
    const at = Date.now();
    await vi.advanceTimersByTimeAsync(2_000);
    await allSettled(routeEntered, { scope, params: { pathname: '/mfe-host', at } });
    await vi.advanceTimersByTimeAsync(0);
    await allSettled(scope);
    expect(fetchMaintenanceAlert).toHaveBeenCalledTimes(1);
  });

  it('run once per sign-in: not again in another module, again for a new session', async () => {
    const scope = signedIn('s1');
    await enter(scope, '/mfe-host');
    await enter(scope, '/organization');
    expect(fetchMaintenanceAlert).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('TrellisStartup')).toBe('"u1:s1"');

    const next = signedIn('s2');
    await enter(next, '/mfe-host');
    expect(fetchMaintenanceAlert).toHaveBeenCalledTimes(2);
  });

  it.each(['/auth', '/eula', '/landing', '/404', '/onboarding', '/vendor-portal/trust-profile-shares/x'])(
    'do not run on %s',
    async (pathname) => {
      const scope = signedIn();
      await enter(scope, pathname);
      expect(fetchMaintenanceAlert).not.toHaveBeenCalled();
      expect(scope.getState($startupDialogs)).toEqual([]);
    },
  );

  it('do not run without a user', async () => {
    const scope = scopeWith(null);
    await enter(scope, '/mfe-host');
    expect(fetchMaintenanceAlert).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('TrellisStartup')).toBeNull();
  });

  it('show only the dialogs the permissions and the server allow', async () => {
    grantPermissions(['ViewOTBenchmarkingMetaData', 'Pendo']);
    fetchBenchmarkingNotification.mockResolvedValue({ ...notice, notificationStatus: false });
    const scope = signedIn();
    await enter(scope, '/mfe-host');
    expect(fetchMaintenanceAlert).not.toHaveBeenCalled();
    expect(productImprovementsNoticeOn).not.toHaveBeenCalled();
    expect(scope.getState($startupDialogs)).toEqual([]);
  });

  it('skip the product-improvements dialog once its notice setting is off', async () => {
    productImprovementsNoticeOn.mockResolvedValue(false);
    fetchMaintenanceAlert.mockResolvedValue(null);
    const scope = signedIn();
    await enter(scope, '/mfe-host');
    expect(scope.getState($startupDialogs).map((dialog) => dialog.kind)).toEqual(['benchmarking']);
  });
});

describe('the banner on each run', () => {
  /** The banner bar, mounted: it reads the banner when it appears, and again when the read is invalidated. */
  function mountBanner(answer: Promise<unknown> = Promise.resolve([])) {
    const reads = vi.fn().mockReturnValue(answer);
    const observer = new QueryObserver(queryClient, {
      queryKey: [...bannerAlertsQueryKey, 't1', 'en'],
      queryFn: reads,
      staleTime: Infinity,
    });
    return { reads, unmount: observer.subscribe(() => undefined) };
  }

  it("is not read twice on a page load: the page's first read, since the run began, handles it", async () => {
    const scope = signedIn();
    await allSettled(routeEntered, { scope, params: { pathname: '/mfe-host', at: Date.now() } });
    await vi.advanceTimersByTimeAsync(100);
    const banner = mountBanner();
    await vi.advanceTimersByTimeAsync(STARTUP_DELAY_MS);
    await allSettled(scope);
    expect(banner.reads).toHaveBeenCalledTimes(1);
    banner.unmount();
  });

  it("is not read again while the page's first read is under way", async () => {
    const scope = signedIn();
    const banner = mountBanner(new Promise(() => undefined));
    await enter(scope, '/mfe-host');
    expect(banner.reads).toHaveBeenCalledTimes(1);
    banner.unmount();
  });

  it('is read again on each later run', async () => {
    const scope = signedIn();
    const banner = mountBanner();
    await enter(scope, '/mfe-host');
    for (const pathname of ['/organization', '/mfe-host']) {
      await vi.advanceTimersByTimeAsync(60_000);
      await enter(scope, pathname);
    }
    expect(banner.reads).toHaveBeenCalledTimes(3);
    banner.unmount();
  });
});
