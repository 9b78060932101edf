// The OIDC mode is off by default: oidc-client-ts and the token checks load only when a user takes that path.
const oidcClient = () => import('./oidc-client');

export const startOidcSignIn = async () => (await oidcClient()).startOidcSignIn();
export const signInWithOidcPopup = async () => (await oidcClient()).signInWithOidcPopup();
export const prepareOidcSignIn = async () => (await oidcClient()).prepareOidcSignIn();
export const completeOidcSignIn = async () => (await oidcClient()).completeOidcSignIn();
export const refreshOidcTokens = async () => (await oidcClient()).refreshOidcTokens();
export const endOidcSession = async (idToken: string) => (await oidcClient()).endOidcSession(idToken);
export const watchOidcSession = async (onSessionChanged: () => void) =>
  (await oidcClient()).watchOidcSession(onSessionChanged);
