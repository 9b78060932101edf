// @vitest-environment jsdom
import { fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { allSettled, createStore, fork } from 'effector';
import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DiscoveryDocumentInvalidError } from '../oidc/oidc-error-types';
import { completeOidcSignIn, endOidcSession, refreshOidcTokens, watchOidcSession } from '../oidc/oidc-on-demand';
import { switchSessionContextFx } from './context-switch';
import { type IdentityEvent, identityEvent } from './identity-events';
import { $auth, logOutFx, refreshSessionFx, signInWithOidcFx, startOidcSignInFx } from './session';

vi.mock('../oidc/oidc-on-demand', () => ({
  completeOidcSignIn: vi.fn(),
  refreshOidcTokens: vi.fn(),
  endOidcSession: vi.fn(),
  startOidcSignIn: vi.fn(),
  signInWithOidcPopup: vi.fn(),
  prepareOidcSignIn: vi.fn(),
  watchOidcSession: vi.fn(),
}));

const accessToken = (email: string) =>
  fakeJwt({ guid: 'u1', tenantGuid: 't1', email, orgGroupGuid: 'g1', exp: nowInSeconds() + 300 });
const idToken = fakeJwt({ sub: 'admin@acme.test', exp: nowInSeconds() + 3600 });

const $seen = createStore<IdentityEvent['type'][]>([]).on(identityEvent, (seen, event) => [...seen, event.type]);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});
afterEach(() => {
  vi.mocked(refreshOidcTokens).mockReset();
});

async function signedInByOidc() {
  vi.mocked(completeOidcSignIn).mockResolvedValue({
    access_token: accessToken('admin@acme.test'),
    refresh_token: idToken,
  });
  const scope = fork();
  await allSettled(signInWithOidcFx, { scope });
  return scope;
}

describe('the session in OIDC mode', () => {
  it('stores the provider tokens, marked as OIDC, and reports token_received', async () => {
    const scope = await signedInByOidc();
    expect(scope.getState($auth)).toMatchObject({ identityProvider: 'oidc', refresh_token: idToken });
    expect(JSON.parse(localStorage.getItem('TrellisZenAuth') ?? '{}').identityProvider).toBe('oidc');
    expect(scope.getState($seen)).toEqual(['token_received']);
  });

  it('refreshes silently through the provider, never through the platform token endpoint', async () => {
    const scope = await signedInByOidc();
    const renewed = accessToken('renewed@acme.test');
    vi.mocked(refreshOidcTokens).mockResolvedValue({ access_token: renewed, refresh_token: idToken });
    await allSettled(refreshSessionFx, { scope, params: undefined });
    expect(scope.getState($auth)?.access_token).toBe(renewed);
    expect(fetch).not.toHaveBeenCalled();
    expect(scope.getState($seen)).toEqual(['token_received', 'silently_refreshed']);
  });

  it('reports a silent refresh that timed out as silent_refresh_timeout; the session holds while the access token does', async () => {
    const scope = await signedInByOidc();
    vi.mocked(refreshOidcTokens).mockRejectedValue(new ErrorTimeout('IFrame timed out without a response'));
    await allSettled(refreshSessionFx, { scope, params: undefined });
    expect(scope.getState($seen)).toEqual(['token_received', 'silent_refresh_timeout']);
    expect(scope.getState($auth)).not.toBeNull();
  });

  it('logs out when the silent refresh times out after the access token expired', async () => {
    const scope = await signedInByOidc();
    vi.mocked(refreshOidcTokens).mockRejectedValue(new ErrorTimeout('IFrame timed out without a response'));
    vi.mocked(endOidcSession).mockResolvedValue({ url: 'http://idp.test/session/end', revocationError: null });
    vi.useFakeTimers({ now: Date.now() + 301_000, toFake: ['Date'] });
    try {
      await allSettled(refreshSessionFx, { scope, params: undefined });
    } finally {
      vi.useRealTimers();
    }
    expect(scope.getState($seen)).toEqual(['token_received', 'silent_refresh_timeout', 'logout']);
  });

  it('refuses a context switch, which needs the platform token endpoint', async () => {
    const scope = await signedInByOidc();
    const { status } = await allSettled(switchSessionContextFx, { scope, params: { tenant_id: 't2' } });
    expect(status).toBe('fail');
    expect(refreshOidcTokens).not.toHaveBeenCalled();
  });

  it('logs out to the end-session URL, reporting a failed revocation', async () => {
    const scope = await signedInByOidc();
    vi.mocked(endOidcSession).mockResolvedValue({
      url: 'http://idp.test/session/end?id_token_hint=x',
      revocationError: new Error('revocation endpoint down'),
    });
    const { value } = await allSettled(logOutFx, { scope });
    expect(value).toBe('http://idp.test/session/end?id_token_hint=x');
    expect(endOidcSession).toHaveBeenCalledWith(idToken);
    expect(scope.getState($seen)).toContain('token_revoke_error');
    expect(localStorage.getItem('TrellisZenAuth')).toBeNull();
  });

  it("reports the provider's changed session as session_changed and checks it with a silent refresh", async () => {
    const scope = await signedInByOidc();
    const onSessionChanged = vi.mocked(watchOidcSession).mock.lastCall?.[0];
    expect(onSessionChanged).toBeTypeOf('function');
    vi.mocked(refreshOidcTokens).mockResolvedValue({
      access_token: accessToken('admin@acme.test'),
      refresh_token: idToken,
    });
    onSessionChanged?.();
    await allSettled(scope);
    expect(scope.getState($seen)).toEqual(['token_received', 'session_changed', 'silently_refreshed']);
  });

  it('logs out when the silent refresh after a changed session at the provider fails', async () => {
    const scope = await signedInByOidc();
    vi.mocked(refreshOidcTokens).mockRejectedValue(new ErrorResponse({ error: 'login_required' }));
    vi.mocked(endOidcSession).mockResolvedValue({ url: 'http://idp.test/session/end', revocationError: null });
    vi.mocked(watchOidcSession).mock.lastCall?.[0]();
    await allSettled(scope);
    expect(scope.getState($seen)).toEqual(['token_received', 'session_changed', 'silent_refresh_error', 'logout']);
    expect(scope.getState($auth)).toBeNull();
  });

  it('reports a provider whose discovery document breaks the rules as discovery_document_validation_error', async () => {
    const { startOidcSignIn } = await import('../oidc/oidc-on-demand');
    vi.mocked(startOidcSignIn).mockRejectedValue(new DiscoveryDocumentInvalidError('must use HTTPS'));
    const scope = fork();
    await allSettled(startOidcSignInFx, { scope });
    expect(scope.getState($seen)).toEqual(['discovery_document_validation_error']);
  });
});
