import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildServer, type ServerOptions } from '../app.ts';
import { linksOf } from '../config.ts';
import { openDatabase } from '../db/database.ts';

const openapiDir = new URL('../../../openapi', import.meta.url).pathname;
const db = openDatabase(':memory:');
let app: Awaited<ReturnType<typeof buildServer>> | undefined;

// Each test builds a whole server (every OpenAPI document compiled): seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

async function serverWith(options: Partial<ServerOptions> = {}) {
  app = await buildServer({ db, openapiDir, testMode: false, ...options });
  return app;
}

afterEach(async () => {
  await app?.close();
});

describe('runtime configuration', () => {
  it("turns OIDC off, points analytics at the stand-in and telemetry here, the API on this origin, names the demo's links, by default", async () => {
    const response = await (await serverWith()).inject({ method: 'GET', url: '/config.json' });
    expect(response.json()).toEqual({
      api: { baseUrl: '', tokenOrigins: [] },
      oidc: null,
      analytics: { scriptUrl: '/analytics/gainsight-px.js' },
      telemetry: { endpoint: '/api/telemetry/v1/reports' },
      links: {
        privacyNotice: 'https://www.trellis.test/privacy-notice',
        community: 'https://community.trellis.test/',
        connectedAppOrigin: 'https://community.trellis.test',
      },
      // The shell lists its built-in modules itself: config.json names the operator's only.
      modules: [],
    });
  });

  it("names the operator's API address and token origins, and no telemetry when it is off", async () => {
    const deployment = { apiBaseUrl: 'https://api.example', apiTokenOrigins: ['https://files.example'] };
    const response = await (
      await serverWith({ deployment: { ...deployment, telemetryEndpoint: null } })
    ).inject({ method: 'GET', url: '/config.json' });
    expect(response.json()).toMatchObject({
      api: { baseUrl: 'https://api.example', tokenOrigins: ['https://files.example'] },
      telemetry: null,
    });
  });

  it("describes the OIDC mode with section 7's settings: the product's client id, and HTTPS not required", async () => {
    const response = await (
      await serverWith({ oidcAuthority: 'http://localhost:8282' })
    ).inject({
      method: 'GET',
      url: '/config.json',
    });
    expect(response.json().oidc).toEqual({
      authority: 'http://localhost:8282',
      clientId: 'trellis',
      scope: 'openid email read',
      requireHttps: false,
    });
  });

  it("takes the operator's OIDC client, scope, HTTPS requirement and links", async () => {
    const deployment = {
      oidcClientId: 'shell-prod',
      oidcScope: 'openid email read write',
      oidcRequireHttps: true,
      links: { privacyNotice: 'https://example.com/privacy' },
    };
    const server = await serverWith({ oidcAuthority: 'https://login.example.com', deployment });
    const config = (await server.inject({ method: 'GET', url: '/config.json' })).json();
    expect(config.oidc).toEqual({
      authority: 'https://login.example.com',
      clientId: 'shell-prod',
      scope: 'openid email read write',
      requireHttps: true,
    });
    expect(config.links).toEqual({ privacyNotice: 'https://example.com/privacy' });
  });

  it("reads the links from TRELLIS_LINK_*, falling back to the demo's only on a demo server", () => {
    const env = { TRELLIS_LINK_COMMUNITY: 'https://community.example.com/' };
    expect(linksOf(env, false)).toEqual({ community: 'https://community.example.com/' });
    expect(linksOf({}, false)).toEqual({});
    expect(linksOf(env, true)).toEqual({
      privacyNotice: 'https://www.trellis.test/privacy-notice',
      community: 'https://community.example.com/',
      connectedAppOrigin: 'https://community.trellis.test',
    });
  });

  it('names the analytics script a deployment chose', async () => {
    const server = await serverWith({ analyticsScriptUrl: 'https://web-sdk.aptrinsic.com/api/aptrinsic.js' });
    const response = await server.inject({ method: 'GET', url: '/config.json' });
    expect(response.json().analytics).toEqual({ scriptUrl: 'https://web-sdk.aptrinsic.com/api/aptrinsic.js' });
  });

  it('serves the analytics stand-in, which records the calls it gets', async () => {
    const response = await (await serverWith()).inject({ method: 'GET', url: '/analytics/gainsight-px.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.body).toContain('window.aptrinsicStandIn');
  });
});
