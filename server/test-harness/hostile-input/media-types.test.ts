import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { declares, ENCODINGS } from './hostile-cases.ts';
import {
  expectNothingWritten,
  expectRefusal,
  type HostileServer,
  SERVER_START_TIMEOUT_MS,
  startHostileServer,
  TOKEN_OPERATION,
} from './hostile-harness.ts';
import { allOperations } from './openapi-operations.ts';
import { FORM, formOf, sampleBodyOf } from './valid-requests.ts';

const operations = allOperations();

const asFields = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : { body };

describe('every operation takes exactly the media types its document declares', () => {
  let hostile: HostileServer;
  beforeAll(async () => {
    hostile = await startHostileServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => hostile.close());

  it('walks every document (and each declared request body is required, as the server assumes)', () => {
    expect(new Set(operations.map((o) => o.document)).size).toBeGreaterThanOrEqual(9);
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations.filter((o) => o.body)) {
      expect(operation.body?.required, operation.operationId).toBe(true);
      expect(operation.body?.mediaType, operation.operationId).toBe(operation.body?.mediaType.toLowerCase());
    }
  });

  it.each(operations)('$operationId ($method $path) refuses any other, writing nothing', async (operation) => {
    const body = sampleBodyOf(operation) ?? { unexpected: true };
    await expectNothingWritten(hostile.server, async () => {
      for (const encoding of ENCODINGS.filter((e) => !declares(operation, e.contentType))) {
        const response = await hostile.send(operation, {
          contentType: encoding.contentType,
          payload: encoding.encode(body),
        });
        expectRefusal(operation, response, `in ${encoding.name}`);
        const expected = operation.operationId === TOKEN_OPERATION ? 400 : 415;
        expect(response.statusCode, `${operation.operationId} in ${encoding.name}`).toBe(expected);
      }
    });
  });

  it.each(operations.filter((o) => o.body))(
    '$operationId takes its own media type, in any letter case and with a charset',
    async (operation) => {
      const mediaType = operation.body?.mediaType ?? '';
      const body = sampleBodyOf(operation);
      const payload = mediaType === FORM ? formOf(asFields(body)) : JSON.stringify(body);
      for (const contentType of [mediaType, `${mediaType.toUpperCase()}; charset=utf-8`]) {
        const response = await hostile.send(operation, { contentType, payload });
        expect(response.statusCode, `${contentType}: ${response.body}`).not.toBe(415);
        expect(response.statusCode, `${contentType}: ${response.body}`).toBeLessThan(500);
      }
    },
  );
});
