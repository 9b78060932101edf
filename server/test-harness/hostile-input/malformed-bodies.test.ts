import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { writesSoFar } from './database-writes.ts';
import { refusedByDocument } from './hostile-cases.ts';
import {
  bodyToVary,
  expectNothingWritten,
  expectPrototypesUntouched,
  expectRefusal,
  type HostileServer,
  SERVER_START_TIMEOUT_MS,
  SLOW_TEST_TIMEOUT_MS,
  startHostileServer,
  TOKEN_OPERATION,
} from './hostile-harness.ts';
import { type BodyCase, malformedBodiesOf } from './malformed-bodies.ts';
import { allOperations, type Operation } from './openapi-operations.ts';

const bodyOperations = allOperations().filter((operation) => operation.body);

describe('malformed and hostile bodies', () => {
  let hostile: HostileServer;
  beforeAll(async () => {
    hostile = await startHostileServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => hostile.close());

  const send = (operation: Operation, body: BodyCase) =>
    hostile.send(operation, { contentType: operation.body?.mediaType, payload: body.payload });

  it.each(bodyOperations)(
    '$operationId refuses every body its document does not allow, writing nothing',
    async (operation) => {
      const refused = malformedBodiesOf(operation, bodyToVary(operation)).filter((body) =>
        refusedByDocument(operation, body),
      );
      expect(refused.length).toBeGreaterThan(10);
      await expectNothingWritten(hostile.server, async () => {
        for (const body of refused) {
          const response = await send(operation, body);
          expectRefusal(operation, response, body.label);
          if (body.label === 'too large') {
            expect(response.statusCode, body.label).toBe(operation.operationId === TOKEN_OPERATION ? 400 : 413);
          }
          expectPrototypesUntouched(`${operation.operationId} ${body.label}`);
        }
      });
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it.each(bodyOperations)(
    '$operationId survives the hostile bodies its document allows',
    async (operation) => {
      for (const body of malformedBodiesOf(operation, bodyToVary(operation)).filter(
        (b) => !refusedByDocument(operation, b),
      )) {
        const writes = writesSoFar(hostile.server.db);
        const response = await send(operation, body);
        expect(response.statusCode, `${body.label}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expectRefusal(operation, response, body.label);
          expect(writesSoFar(hostile.server.db), `${body.label} was refused but wrote`).toBe(writes);
        }
        expectPrototypesUntouched(`${operation.operationId} ${body.label}`);
      }
    },
    SLOW_TEST_TIMEOUT_MS,
  );
});
