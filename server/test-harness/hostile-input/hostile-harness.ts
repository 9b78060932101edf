import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import { bearer, claimsOf, signIn } from '../test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../test-server/test-server.ts';
import { tablesSnapshot, writesSoFar } from './database-writes.ts';
import { TOKEN_OPERATION } from './hostile-cases.ts';
import type { Operation } from './openapi-operations.ts';
import { urlOf } from './valid-requests.ts';

export { bodyToVary, documentAccepts, TOKEN_OPERATION } from './hostile-cases.ts';

/** Building the server compiles every schema of openapi/: seconds on a busy machine. */
export const SERVER_START_TIMEOUT_MS = 60_000;
/** A test sending an operation dozens of requests, some of them sign-ins (scrypt), on a busy machine. */
export const SLOW_TEST_TIMEOUT_MS = 60_000;
const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  'invalid_scope',
  'slow_down',
];
/** The token endpoint answers its refusals as RFC 6749 JSON: malformed requests (400) and throttled sign-ins (429). */
const OAUTH_ERROR_STATUSES = [400, 429];

export interface HostileRequest {
  url?: string;
  contentType?: string;
  payload?: string | Buffer;
}

export interface HostileServer {
  server: TestServer;
  /** Sends a request to the operation signed in as admin@acme.test (every permission), on their own resources. */
  send: (operation: Operation, request?: HostileRequest) => Promise<LightMyRequestResponse>;
  /** The URL of the operation with valid parameters, some replaced. */
  urlOf: (operation: Operation, values?: Record<string, unknown>) => string;
  close: () => Promise<void>;
}

export async function startHostileServer(): Promise<HostileServer> {
  const server = await startTestServer();
  const tokens = await signIn(server, 'admin@acme.test');
  const ownGuid = claimsOf(tokens.access_token).guid as string;
  return {
    server,
    urlOf: (operation, values = {}) => urlOf(operation, { guid: ownGuid, ...values }),
    send: (operation, request = {}) =>
      server.app.inject({
        method: operation.method,
        url: request.url ?? urlOf(operation, { guid: ownGuid }),
        headers: {
          ...bearer(tokens),
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      }),
    close: () => server.close(),
  };
}

/** A refusal as the document promises it: 4xx problem details, or RFC 6749 JSON from the token endpoint. */
export function expectRefusal(operation: Operation, response: LightMyRequestResponse, label: string): void {
  const context = `${operation.operationId} ${label}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, context).toBeLessThan(500);
  const body = response.json<{ error?: string; status?: number }>();
  if (operation.operationId === TOKEN_OPERATION && OAUTH_ERROR_STATUSES.includes(response.statusCode)) {
    expect(response.headers['content-type'], context).toMatch(/^application\/json/);
    expect(OAUTH_ERRORS, context).toContain(body.error);
  } else {
    expect(response.headers['content-type'], context).toMatch(/^application\/problem\+json/);
    expect(body.status, context).toBe(response.statusCode);
  }
}

export function expectPrototypesUntouched(label: string): void {
  expect(Object.keys(Object.prototype), label).toEqual([]);
  expect(({} as Record<string, unknown>).polluted, label).toBeUndefined();
}

/** Runs the requests of one operation and checks that none of them wrote anything, row by row and table by table. */
export async function expectNothingWritten(server: TestServer, sendAll: () => Promise<void>): Promise<void> {
  const before = tablesSnapshot(server.db);
  const writes = writesSoFar(server.db);
  await sendAll();
  expect(writesSoFar(server.db), 'rows written').toBe(writes);
  expect(tablesSnapshot(server.db)).toEqual(before);
}
