import { describe, expect, it } from 'vitest';

import { buildServer } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';

describe('test support', () => {
  it('does not exist outside test mode', async () => {
    const db = openDatabase(':memory:');
    const app = await buildServer({
      db,
      openapiDir: new URL('../../openapi', import.meta.url).pathname,
      testMode: false,
    });
    const response = await app.inject({ method: 'PUT', url: '/__test/faults', payload: { method: 'GET', path: '/' } });
    expect(response.statusCode).toBe(404);
    await app.close();
    db.close();
  });
});

describe('an injected body', () => {
  it('answers the planted JSON instead of the route, even when it breaks the document', async () => {
    const db = openDatabase(':memory:');
    const app = await buildServer({
      db,
      openapiDir: new URL('../../openapi', import.meta.url).pathname,
      testMode: true,
    });
    const planted = { version: ['not', 'a', 'string'] };
    await app.inject({
      method: 'PUT',
      url: '/__test/faults',
      payload: { method: 'GET', path: '/api/atlas/v1/theme', body: planted, times: 1 },
    });
    const response = await app.inject({ method: 'GET', url: '/api/atlas/v1/theme' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(planted);
    await app.close();
    db.close();
  });
});
