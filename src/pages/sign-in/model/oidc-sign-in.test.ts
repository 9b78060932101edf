import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';

import { signInWithOidcPopupFx, startOidcSignInFx } from '@/entities/session';
import { identityEvent } from '@/entities/session/model/identity-events';

import { $oidcSignInNotice, $oidcSignInPending, oidcSignInClicked } from './oidc-sign-in';

/** The messages oidc-client-ts fails its popup sign-in with (see entities/session/oidc/popup-errors.test.ts). */
const BLOCKED = new Error('Attempted to navigate on a disposed window');
const CLOSED = new Error('Popup closed by user');

function clickWithPopupFailing(error: Error) {
  const redirect = vi.fn(async () => undefined);
  const scope = fork({
    handlers: [
      [signInWithOidcPopupFx, () => Promise.reject(error)],
      [startOidcSignInFx, redirect],
    ],
  });
  const events: string[] = [];
  createWatch({ unit: identityEvent, scope, fn: (event) => events.push(event.type) });
  return { scope, redirect, events, settled: allSettled(oidcSignInClicked, { scope }) };
}

describe('signing in with the identity provider from the sign-in page', () => {
  it('signs in in a popup first', async () => {
    const popup = vi.fn(async () => ({ tenantGuid: 't1', orgGroupGuid: 'g1', access_token: 'a', refresh_token: 'i' }));
    const scope = fork({ handlers: [[signInWithOidcPopupFx, popup]] });
    await allSettled(oidcSignInClicked, { scope });
    expect(popup).toHaveBeenCalledTimes(1);
    expect(scope.getState($oidcSignInNotice)).toBeNull();
  });

  it('falls back to the redirect when the browser blocks the popup, reporting popup_blocked', async () => {
    const { scope, redirect, events, settled } = clickWithPopupFailing(BLOCKED);
    await settled;
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['popup_blocked']);
    expect(scope.getState($oidcSignInNotice)).toBeNull();
    expect(scope.getState($oidcSignInPending)).toBe(true);
  });

  it('says the window was closed when the user closed it, reporting popup_closed, and lets them try again', async () => {
    const { scope, redirect, events, settled } = clickWithPopupFailing(CLOSED);
    await settled;
    expect(redirect).not.toHaveBeenCalled();
    expect(events).toEqual(['popup_closed']);
    expect(scope.getState($oidcSignInNotice)).toBe('popup-closed');
    expect(scope.getState($oidcSignInPending)).toBe(false);
  });

  it('says single sign-on did not complete for any other failure', async () => {
    const { scope, redirect, settled } = clickWithPopupFailing(new Error('No matching state found in storage'));
    await settled;
    expect(redirect).not.toHaveBeenCalled();
    expect(scope.getState($oidcSignInNotice)).toBe('failed');
  });
});
