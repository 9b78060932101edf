/**
 * `npm run api:probe -- --base-url URL [options]`: the hostile-input corpus (server/test-harness/hostile-input) sent to
 * a running service that implements the OpenAPI documents of openapi/: wrong media types, malformed bodies,
 * injection strings and raw path traversals, each of which the documents refuse. Reports every answer that is a
 * 5xx, that shows a stack trace, or that accepts (2xx) a write the documents refuse; exits 1 when there is one.
 */
import { parseArgs } from 'node:util';

import { allOperations } from '../server/test-harness/hostile-input/openapi-operations.ts';
import { type Finding, probe } from '../server/test-harness/hostile-input/probe.ts';

const usage = `Usage: npm run api:probe -- --base-url URL [options]
  --base-url URL        where the service answers, e.g. http://localhost:9000 (a path prefix is kept)
  --token TOKEN         a bearer token for the operations that need one (or API_PROBE_TOKEN); without one, they
                        are probed signed out and most requests stop at 401
  --sign-in USER:PASS   get the token from the service's own token endpoint (POST /api/access/v1/oauth/token)
  --document NAME       only the operations of openapi/NAME.yaml (repeatable), e.g. --document access
  --operation ID        only these operations (repeatable), e.g. --operation createTelemetryReport
  --param NAME=VALUE    a path or query parameter's value in place of the document's example (repeatable),
                        e.g. --param guid=<a user's guid your service knows>
  --include-allowed     also the hostile values the documents allow (the service may store them as text): only
                        against a test environment
  --timeout-ms N        a request without an answer after N ms (default 10000) is reported`;

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    'sign-in': { type: 'string' },
    document: { type: 'string', multiple: true },
    operation: { type: 'string', multiple: true },
    param: { type: 'string', multiple: true },
    'include-allowed': { type: 'boolean' },
    'timeout-ms': { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help || !values['base-url']) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
const baseUrl = values['base-url'];

async function signIn(credentials: string): Promise<string> {
  const [username, ...rest] = credentials.split(':');
  const response = await fetch(new URL('api/access/v1/oauth/token', baseUrl.replace(/\/?$/, '/')), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: username ?? '',
      password: rest.join(':'),
      client_id: 'trellis',
      scope: 'read',
    }),
  });
  if (!response.ok) {
    console.error(`--sign-in: the token endpoint answered ${response.status}: ${await response.text()}`);
    process.exit(2);
  }
  return ((await response.json()) as { access_token: string }).access_token;
}

const token = values['sign-in'] ? await signIn(values['sign-in']) : (values.token ?? process.env.API_PROBE_TOKEN);
const parameters = Object.fromEntries(
  (values.param ?? []).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const operations = allOperations().filter(
  (operation) =>
    (!values.document || values.document.includes(operation.document)) &&
    (!values.operation || values.operation.includes(operation.operationId)),
);
if (operations.length === 0) {
  console.error('No operation of openapi/ matches --document and --operation.');
  process.exit(2);
}
if (!token)
  console.log('No token (--token, --sign-in or API_PROBE_TOKEN): operations that need one are probed signed out.');
console.log(`Probing ${operations.length} operations at ${baseUrl}…`);

const line = (finding: Finding) =>
  `${finding.kind.padEnd(17)} ${finding.operation.method} ${finding.operation.path} (${finding.operation.operationId}), ` +
  `${finding.hostile.label}: ${finding.status ?? 'no answer'} ${finding.excerpt}`;
const result = await probe(operations, {
  baseUrl,
  token: token ?? null,
  parameters,
  includeAllowed: values['include-allowed'] ?? false,
  timeoutMs: values['timeout-ms'] ? Number(values['timeout-ms']) : undefined,
  onFinding: (finding) => console.log(line(finding)),
});

const byKind = new Map<string, number>();
for (const finding of result.findings) byKind.set(finding.kind, (byKind.get(finding.kind) ?? 0) + 1);
const counts = [...byKind].map(([kind, count]) => `${count} ${kind}`).join(', ');
console.log(
  `\n${result.requests} hostile requests to ${operations.length} operations: ` +
    (result.findings.length ? `${result.findings.length} findings (${counts})` : 'no finding'),
);
process.exit(result.findings.length ? 1 : 0);
