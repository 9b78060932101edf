import { base64url, createRemoteJWKSet } from 'jose';
import { OidcClient, type User, UserManager, type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';

import { appUrl, fetchRuntimeConfig } from '@/shared/config';

import {
  OIDC_CALLBACK_PATH,
  OIDC_POPUP,
  OIDC_POPUP_CALLBACK_PATH,
  OIDC_POST_LOGOUT_PATH,
  OIDC_SESSION_CHECK_INTERVAL_MS,
  OIDC_SILENT_CALLBACK_PATH,
  OIDC_SILENT_REFRESH_TIMEOUT_MS,
} from '../config/oidc-config';
import type { TokenResponse } from '../lib/token-response';
import { checkAuthority, checkDiscoveryDocument } from './discovery-document';
import { withSpecMessages } from './oidc-errors';
import type { OidcSettings } from './oidc-settings';
import { oidcTokens } from './oidc-tokens';
import { isAtHashRequired } from './validate-id-token';

const NONCE_LENGTH = 45;
/** Code flow with PKCE: the access token comes from the token endpoint, not with the authorisation response. */
const RESPONSE_TYPE = 'code';

export function userManagerSettings(settings: OidcSettings): UserManagerSettings {
  // Beside index.html unless the deployment registered other addresses (config.json's oidc.*Uri).
  return {
    authority: settings.authority,
    client_id: settings.clientId,
    scope: settings.scope,
    response_type: RESPONSE_TYPE,
    redirect_uri: settings.redirectUri ?? appUrl(OIDC_CALLBACK_PATH),
    silent_redirect_uri: settings.silentRedirectUri ?? appUrl(OIDC_SILENT_CALLBACK_PATH),
    popup_redirect_uri: settings.popupRedirectUri ?? appUrl(OIDC_POPUP_CALLBACK_PATH),
    post_logout_redirect_uri: settings.postLogoutRedirectUri ?? appUrl(OIDC_POST_LOGOUT_PATH),
    // The provider's userinfo refuses access tokens made for this API (resource indicators); the user comes from the
    // platform's user-info endpoint instead (section 7: /api/access/v1/users/current/legacy).
    loadUserInfo: false,
    // The session model decides when to refresh and stores the tokens; the library only talks to the provider.
    automaticSilentRenew: false,
    silentRequestTimeoutInSeconds: OIDC_SILENT_REFRESH_TIMEOUT_MS / 1000,
    // The provider's check-session frame tells when the sign-in there changed (session_changed); a provider without
    // one is not watched.
    monitorSession: true,
    checkSessionIntervalInSeconds: OIDC_SESSION_CHECK_INTERVAL_MS / 1000,
    popupWindowFeatures: OIDC_POPUP,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  };
}

let client: Promise<{ manager: UserManager; settings: OidcSettings } | null> | null = null;

/** The client, once the authority and its discovery document pass section 5's rules (HTTPS, the right issuer). */
async function oidcClient() {
  client ??= fetchRuntimeConfig().then(({ oidc: settings }) => {
    if (!settings) return null;
    checkAuthority(settings);
    return { manager: new UserManager(userManagerSettings(settings)), settings };
  });
  const ready = await client;
  if (!ready) throw new Error('OIDC sign-in is not configured.');
  // oidc-client-ts keeps the document once loaded; a failed load is tried again next time.
  checkDiscoveryDocument(await ready.manager.metadataService.getMetadata(), ready.settings);
  return ready;
}

const randomNonce = () => base64url.encode(crypto.getRandomValues(new Uint8Array(NONCE_LENGTH))).slice(0, NONCE_LENGTH);

/** The ID token checked against the provider's discovery document and keys (see oidcTokens). */
async function tokensOf(user: User | null, settings: OidcSettings, manager: UserManager): Promise<TokenResponse> {
  const receivedAtMs = Date.now();
  const metadata = await manager.metadataService.getMetadata();
  if (!metadata.jwks_uri) throw new Error('The discovery document names no jwks_uri.');
  const checks = {
    issuer: metadata.issuer ?? settings.authority,
    clientId: settings.clientId,
    keys: createRemoteJWKSet(new URL(metadata.jwks_uri)),
    atHashRequired: isAtHashRequired(RESPONSE_TYPE),
  };
  return oidcTokens(user, checks, receivedAtMs);
}

/** Sends the browser to the provider's authorisation endpoint (code + PKCE S256, state and a 45-character nonce). */
export async function startOidcSignIn(): Promise<void> {
  const { manager } = await oidcClient();
  await manager.signinRedirect({ nonce: randomNonce() });
}

/**
 * Signs in in a popup of section 9's size, so that the sign-in page stays as it is. The library checks every 500 ms
 * whether the user closed it (section 9's closed-check) and then gives up.
 */
export async function signInWithOidcPopup(): Promise<TokenResponse> {
  const { manager, settings } = await oidcClient();
  const user = await withSpecMessages(manager.signinPopup({ nonce: randomNonce(), popupAbortOnClose: true }));
  return tokensOf(user, settings, manager);
}

/** Loads the library, the settings and the discovery document ahead of a click, so that the popup opens at once. */
export async function prepareOidcSignIn(): Promise<void> {
  await oidcClient();
}

/** On /sso: exchanges the provider's code for tokens. */
export async function completeOidcSignIn(): Promise<TokenResponse> {
  const { manager, settings } = await oidcClient();
  return tokensOf(await withSpecMessages(manager.signinRedirectCallback()), settings, manager);
}

/** Silent refresh in a hidden frame with prompt=none. */
export async function refreshOidcTokens(): Promise<TokenResponse> {
  const { manager, settings } = await oidcClient();
  return tokensOf(await withSpecMessages(manager.signinSilent({ nonce: randomNonce() })), settings, manager);
}

let watching: Promise<void> | null = null;

/** Calls back when the provider says the sign-in there changed or ended (its check-session frame). */
export function watchOidcSession(onSessionChanged: () => void): Promise<void> {
  watching ??= oidcClient().then(({ manager }) => {
    manager.events.addUserSessionChanged(onSessionChanged);
    manager.events.addUserSignedOut(onSessionChanged);
  });
  return watching;
}

/**
 * Revokes the access token and answers the end-session URL to leave for. A failed revocation does not stop the
 * logout; it is answered so that it can be reported.
 */
export async function endOidcSession(idToken: string): Promise<{ url: string; revocationError: unknown }> {
  const { manager, settings } = await oidcClient();
  const revocationError = await manager.revokeTokens(['access_token']).then(
    () => null,
    (error: unknown) => error ?? new Error('Revocation failed.'),
  );
  await manager.removeUser();
  const request = await new OidcClient(userManagerSettings(settings)).createSignoutRequest({
    id_token_hint: idToken,
    state: randomNonce(),
  });
  return { url: request.url, revocationError };
}
