// @vitest-environment jsdom
import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OIDC_POPUP } from '../config/oidc-config';
import { signInErrorEvent } from './oidc-errors';

const manager = () =>
  new UserManager({
    authority: 'https://idp.test',
    client_id: 'trellis',
    redirect_uri: 'https://app.test/sso',
    popup_redirect_uri: 'https://app.test/popup-callback.html',
    popupWindowFeatures: OIDC_POPUP,
    metadata: { issuer: 'https://idp.test', authorization_endpoint: 'https://idp.test/auth' },
  });

/** What oidc-client-ts's own popup sign-in fails with when `window.open` answers `opened`. */
function popupFailureWith(opened: Window | null) {
  vi.spyOn(window, 'open').mockReturnValue(opened);
  return manager()
    .signinPopup({ popupAbortOnClose: true })
    .catch((error: unknown) => error);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("oidc-client-ts's popup failures as identity events", () => {
  it('a popup the browser refused to open is popup_blocked', async () => {
    expect(signInErrorEvent(await popupFailureWith(null))).toBe('popup_blocked');
  });

  it("a popup the user closed is popup_closed, seen by the library's check every 500 ms", async () => {
    const closedPopup = {
      closed: true,
      focus: () => undefined,
      close: () => undefined,
      location: { replace: () => undefined },
    };
    expect(signInErrorEvent(await popupFailureWith(closedPopup as unknown as Window))).toBe('popup_closed');
  });

  it('opens the popup 500 wide by 470 high', async () => {
    await popupFailureWith(null);
    const features = vi.mocked(window.open).mock.lastCall?.[2] ?? '';
    expect(features).toMatch(/(^|,)width=500(,|$)/);
    expect(features).toMatch(/(^|,)height=470(,|$)/);
  });
});
