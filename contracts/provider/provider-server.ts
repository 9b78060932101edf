import { fileURLToPath } from 'node:url';
import { buildServer } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { seedDatabase } from '../../server/src/seed/seed-database.ts';
import { PACT_ACCESS_TOKEN, PACT_REFRESH_TOKEN, PACT_SSO_CODE } from '../support/pact';
import { stateHandlersFor, type ProviderContext, type Tokens } from './state-handlers';

const openapiDir = fileURLToPath(new URL('../../openapi', import.meta.url));

/** The part of the verifier proxy's (express) request the filter touches. */
interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

export type ProviderServer = Awaited<ReturnType<typeof startProviderServer>>;

/** The reference server on a fresh seeded database, with a handler for every provider state the pacts name. */
export async function startProviderServer() {
  const db = openDatabase(':memory:');
  await seedDatabase(db);
  const app = await buildServer({ db, openapiDir, testMode: true });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const context: ProviderContext = { app, db, tokens: null, ssoCode: null };

  /**
   * Pacts carry placeholder tokens; this swaps in the ones issued for the provider state. It also sends form
   * bodies on as forms and bodiless requests without a body: pact-js's proxy parses bodies and would otherwise
   * forward them as JSON.
   */
  const requestFilter = (request: ProxiedRequest, _response: unknown, next: () => void) => {
    const tokens: Tokens | null = context.tokens;
    if (tokens && request.headers.authorization === `Bearer ${PACT_ACCESS_TOKEN}`) {
      request.headers.authorization = `Bearer ${tokens.access_token}`;
    }
    // A bodiless POST reaches the filter with `{}`, which the proxy would forward as a JSON body.
    if (request.headers['content-type'] === undefined) request.body = undefined;
    const isForm = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    if (isForm && request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
      const fields = { ...(request.body as Record<string, string>) };
      if (tokens && fields.refresh_token === PACT_REFRESH_TOKEN) fields.refresh_token = tokens.refresh_token;
      if (context.ssoCode && fields.code === PACT_SSO_CODE) fields.code = context.ssoCode;
      const form = Buffer.from(new URLSearchParams(fields).toString());
      request.body = form;
      request.headers['content-length'] = String(form.length);
    }
    next();
  };

  return {
    app,
    stateHandlers: stateHandlersFor(context),
    requestFilter,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
