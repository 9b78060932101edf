import { describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { openDatabase } from '../db/database.ts';

describe('test support', () => {
  it('does not exist outside test mode', async () => {
    const db = openDatabase(':memory:');
    const app = await buildServer({
      db,
      openapiDir: new URL('../../../openapi', import.meta.url).pathname,
      testMode: false,
    });
    const response = await app.inject({ method: 'PUT', url: '/__test/faults', payload: { method: 'GET', path: '/' } });
    expect(response.statusCode).toBe(404);
    await app.close();
    db.close();
  });
});
