import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, signIn, type Tokens } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

describe('benchmarking service', () => {
  let server: TestServer;
  let admin: Tokens;
  let analyst: Tokens;
  const url = '/api/benchmarking/v1/notification';
  const get = (path: string, tokens?: Tokens) =>
    server.app.inject({ method: 'GET', url: path, headers: tokens ? bearer(tokens) : {} });
  const put = (payload: unknown, tokens?: Tokens) =>
    server.app.inject({ method: 'PUT', url, payload: payload as object, headers: tokens ? bearer(tokens) : {} });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@acme.test');
    analyst = await signIn(server, 'analyst@acme.test');
  });
  afterAll(() => server.close());

  it('answers the home-page notice the user is still to see', async () => {
    expect((await get(`${url}/HOME_PAGE`, admin)).json()).toEqual({
      messageId: 'BENCHMARKING_LAUNCH',
      notificationStatus: true,
      notificationType: 'HOME_PAGE',
    });
  });

  it('stores do-not-show-again', async () => {
    const answer = { messageId: 'BENCHMARKING_LAUNCH', notificationStatus: false, notificationType: 'HOME_PAGE' };
    expect((await put(answer, admin)).json()).toEqual(answer);
    expect((await get(`${url}/HOME_PAGE`, admin)).json().notificationStatus).toBe(false);
  });

  it('refuses an unknown type, a malformed answer (writing nothing), no token and no permission', async () => {
    expect((await get(`${url}/SIDEBAR`, admin)).statusCode).toBe(400);
    const bad = await put({ messageId: 'X', notificationStatus: 'maybe', notificationType: 'HOME_PAGE' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toContain('notificationStatus');
    expect(
      server.db.prepare("SELECT count(*) AS n FROM benchmarking_notifications WHERE message_id = 'X'").get(),
    ).toEqual({
      n: 0,
    });
    expect((await get(`${url}/HOME_PAGE`)).statusCode).toBe(401);
    expect((await get(`${url}/HOME_PAGE`, analyst)).statusCode).toBe(403);
    expect(
      (await put({ messageId: 'X', notificationStatus: true, notificationType: 'HOME_PAGE' }, analyst)).statusCode,
    ).toBe(403);
  });
});
