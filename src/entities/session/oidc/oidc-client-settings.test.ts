// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { userManagerSettings } from './oidc-client';

const settings = userManagerSettings({
  authority: 'https://idp.test',
  clientId: 'trellis',
  scope: 'openid profile',
  requireHttps: true,
});

describe("the identity library's settings (section 9)", () => {
  it('gives a silent refresh 20000 ms', () => {
    expect(settings.silentRequestTimeoutInSeconds).toBe(20);
  });

  it("watches the provider's session every 3000 ms", () => {
    expect(settings.monitorSession).toBe(true);
    expect(settings.checkSessionIntervalInSeconds).toBe(3);
  });

  it('opens the sign-in popup 500 wide by 470 high and sends every answer back to the app', () => {
    expect(settings.popupWindowFeatures).toMatchObject({ width: 500, height: 470 });
    expect(settings.redirect_uri).toBe(`${window.location.origin}/sso`);
    expect(settings.popup_redirect_uri).toBe(`${window.location.origin}/popup-callback.html`);
    expect(settings.silent_redirect_uri).toBe(`${window.location.origin}/silent-refresh.html`);
  });

  it('uses the code flow and leaves refreshing and storing the tokens to the session model', () => {
    expect(settings.response_type).toBe('code');
    expect(settings.automaticSilentRenew).toBe(false);
  });
});
