// A certified OpenID provider (panva's oidc-provider) for the end-to-end tests of the shell's OIDC mode. Its
// development sign-in pages accept a demo e-mail with any password.
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const port = Number(process.env.OIDC_PORT ?? 8282);
const appOrigin = process.env.APP_ORIGIN ?? 'http://localhost:8181';
const issuer = `http://localhost:${port}`;
/** The audience the reference server expects of an OIDC access token. */
const API_AUDIENCE = 'trellis';
const API_RESOURCE = 'urn:trellis:api';

async function signingKeys() {
  const keys = await Promise.all(
    (['RS256', 'ES256'] as const).map(async (alg) => {
      const { privateKey } = await generateKeyPair(alg, { extractable: true });
      return { ...(await exportJWK(privateKey)), alg, use: 'sig', kid: `${alg.toLowerCase()}-test` };
    }),
  );
  return { keys };
}

const configuration: Configuration = {
  jwks: await signingKeys(),
  clients: [
    {
      client_id: 'trellis',
      token_endpoint_auth_method: 'none',
      redirect_uris: [`${appOrigin}/sso`, `${appOrigin}/silent-refresh.html`, `${appOrigin}/popup-callback.html`],
      post_logout_redirect_uris: [`${appOrigin}/auth`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  scopes: ['openid', 'email', 'read'],
  claims: { email: ['email'] },
  cookies: { keys: ['trellis-oidc-test-only'] },
  clientBasedCORS: () => true,
  features: {
    devInteractions: { enabled: true },
    revocation: { enabled: true },
    rpInitiatedLogout: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => API_RESOURCE,
      useGrantedResource: () => true,
      getResourceServerInfo: () => ({
        scope: 'read',
        audience: API_AUDIENCE,
        accessTokenFormat: 'jwt',
        accessTokenTTL: 300,
        jwt: { sign: { alg: 'ES256' } },
      }),
    },
  },
  ttl: { IdToken: 3600, Session: 3600, Grant: 3600, Interaction: 600, AuthorizationCode: 60 },
  findAccount: (_ctx, id) => {
    const account = DEMO_ACCOUNTS[id];
    if (!account) return undefined;
    return { accountId: id, claims: () => ({ sub: id, email: account.email as string }) };
  },
  extraTokenClaims: (_ctx, token) => ('accountId' in token ? DEMO_ACCOUNTS[String(token.accountId)] : undefined),
};

const provider = new Provider(issuer, configuration);
provider.listen(port, () => process.stdout.write(`OpenID provider for tests at ${issuer}\n`));
