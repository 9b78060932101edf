import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../src/db/database.ts';
import { writesSoFar } from './database-writes.ts';
import { type HostileCase, injectionCases } from './hostile-cases.ts';
import {
  bodyToVary,
  expectNothingWritten,
  expectPrototypesUntouched,
  expectRefusal,
  type HostileServer,
  SERVER_START_TIMEOUT_MS,
  SLOW_TEST_TIMEOUT_MS,
  startHostileServer,
} from './hostile-harness.ts';
import { allOperations, type Operation } from './openapi-operations.ts';
import { encodedBody } from './valid-requests.ts';

const operations = allOperations();

const rowCounts = (db: Db) =>
  Object.fromEntries(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
      ({ name }) => [name, (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n],
    ),
  );

describe('injection strings in every parameter and every text field', () => {
  let hostile: HostileServer;
  beforeAll(async () => {
    hostile = await startHostileServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => hostile.close());

  const send = (operation: Operation, attempt: HostileCase): Promise<LightMyRequestResponse> =>
    hostile.send(operation, {
      ...(attempt.url ? { url: attempt.url } : {}),
      ...(operation.body
        ? {
            contentType: operation.body.mediaType,
            payload: attempt.payload ?? encodedBody(operation, bodyToVary(operation)),
          }
        : {}),
    });

  it.each(operations.filter((o) => o.parameters.length || o.body))(
    '$operationId refuses what its document does not allow and takes the rest as plain text',
    async (operation) => {
      const attempts = injectionCases(operation, hostile.urlOf);
      await expectNothingWritten(hostile.server, async () => {
        for (const attempt of attempts.filter((a) => !a.allowed)) {
          expectRefusal(operation, await send(operation, attempt), attempt.label);
          expectPrototypesUntouched(`${operation.operationId} ${attempt.label}`);
        }
      });
      const counts = rowCounts(hostile.server.db);
      for (const attempt of attempts.filter((a) => a.allowed)) {
        const writes = writesSoFar(hostile.server.db);
        const response = await send(operation, attempt);
        expect(response.statusCode, `${attempt.label}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expectRefusal(operation, response, attempt.label);
          expect(writesSoFar(hostile.server.db), `${attempt.label} was refused but wrote`).toBe(writes);
        }
        expectPrototypesUntouched(`${operation.operationId} ${attempt.label}`);
      }
      // Text taken as text adds rows at most: no table is gone and none lost a row.
      const after = rowCounts(hostile.server.db);
      for (const [table, count] of Object.entries(counts)) expect(after[table], table).toBeGreaterThanOrEqual(count);
    },
    SLOW_TEST_TIMEOUT_MS,
  );
});
