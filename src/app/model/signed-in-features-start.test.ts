// @vitest-environment jsdom
import './session-lifecycle';

import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { fakeAccessToken, fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { storeSession } from '@test-support/stored-session';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { restoreSessionFx } from '@/entities/session';
import { queryClient } from '@/shared/api';

import { $enteredPage } from './route-events';

/** Analytics reads the user's tool settings as it checks whether it runs for them. */
let toolSettingsReads = 0;

beforeEach(() => {
  vi.useFakeTimers();
  toolSettingsReads = 0;
  serveFetch((request) => {
    const path = pathOf(request);
    if (path === '/api/access/v1/tool-settings/user-preferences') toolSettingsReads += 1;
    return path === '/api/access/v1/permissions' ? Response.json({}) : new Response(null, { status: 404 });
  });
  storeSession({ access_token: fakeAccessToken(), refresh_token: fakeJwt({ exp: nowInSeconds() + 3600 }) });
});

afterEach(() => {
  queryClient.clear();
  sessionStorage.clear();
});

describe('the signed-in features, loaded after the session was restored', () => {
  it('check analytics for the signed-in user once', async () => {
    const scope = fork();
    await allSettled(restoreSessionFx, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(toolSettingsReads).toBe(1);
  });

  it('run the startup flows for the page entered before them, 250 ms after its entry', async () => {
    const scope = fork({ values: [[$enteredPage, { pathname: '/mfe-host', at: Date.now() }]] });
    await allSettled(restoreSessionFx, { scope });
    await vi.advanceTimersByTimeAsync(249);
    expect(sessionStorage.getItem('TrellisStartup')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await allSettled(scope);
    expect(sessionStorage.getItem('TrellisStartup')).not.toBeNull();
  });
});
