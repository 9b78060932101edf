import { fakeAccessToken, fakeJwt } from './fake-jwt';

/** Twenty minutes: the demo users' access tokens live fifteen, so either way a token is misjudged by the device. */
export const TWENTY_MINUTES_MS = 20 * 60_000;

/**
 * An identity provider whose clock is `issuerAheadMs` ahead of this device's (negative: behind), issuing tokens dated
 * by its own clock, as a laptop that is minutes off meets one.
 */
export function issuerClock(issuerAheadMs: number) {
  const nowS = () => Math.floor((Date.now() + issuerAheadMs) / 1000);
  let issued = 0;
  return {
    nowS,
    accessToken: (lifetimeS: number, claims: object = {}) =>
      fakeAccessToken({ iat: nowS(), exp: nowS() + lifetimeS, n: ++issued, ...claims }),
    refreshToken: (lifetimeS: number) => fakeJwt({ iat: nowS(), exp: nowS() + lifetimeS, n: ++issued }),
  };
}
