import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

import { bodyCases, type HostileCase, injectionCases, mediaTypeCases } from './hostile-cases.ts';
import type { Operation } from './openapi-operations.ts';
import { urlOf } from './valid-requests.ts';

export type FindingKind = '5xx' | 'stack trace' | 'write not refused' | 'no answer';

export interface Finding {
  kind: FindingKind;
  operation: Operation;
  hostile: HostileCase;
  status: number | null;
  excerpt: string;
}

export interface ProbeOptions {
  baseUrl: string;
  /** A bearer token for the operations that need one; without it they are probed signed out. */
  token?: string | null;
  /** Path and query parameters by name (e.g. `guid`), in place of the documents' examples. */
  parameters?: Record<string, string>;
  /** Also the hostile values the documents allow (they may be written, as text): for a test environment only. */
  includeAllowed?: boolean;
  timeoutMs?: number;
  onFinding?: (finding: Finding) => void;
}

export interface ProbeResult {
  requests: number;
  findings: Finding[];
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Stack traces of Node, the JVM, .NET, Python, Go and Ruby as an answer might leak them. */
// A line break may come escaped (`\n` inside a JSON string): each line's start is either.
const STACK_TRACE = [
  /(?:^|\n|\\n)\s*at [\w$.<>[\]/ -]+ \(.*?:\d+:\d+\)/,
  /(?:^|\n|\\n)\s*at (?:async )?\/[^\s"]*\.[cm]?[jt]s:\d+:\d+/,
  /(?:^|\s|\\[nt])at [\w$.]+\([\w$]+\.(?:java|kt|scala):\d+\)/,
  /\bat [\w.]+\(.*?\) in .+?:line \d+/,
  /Traceback \(most recent call last\)/,
  /goroutine \d+ \[running\]/,
  /\.rb:\d+:in `/,
  /node:internal\//,
];

export const hasStackTrace = (text: string) => STACK_TRACE.some((pattern) => pattern.test(text));

interface Answer {
  status: number;
  body: string;
}

/** Sent as it is, path included: `fetch` would resolve a `../` the corpus sends on purpose. */
function send(
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  payload: string | undefined,
  timeoutMs: number,
) {
  return new Promise<Answer | null>((resolve) => {
    const request = (base.protocol === 'https:' ? httpsRequest : httpRequest)(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method,
        path: `${base.pathname.replace(/\/$/, '')}${path}`,
        headers: {
          ...headers,
          ...(payload !== undefined ? { 'content-length': String(Buffer.byteLength(payload)) } : {}),
        },
        timeout: timeoutMs,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk.length + body.length < 65_536 ? chunk : ''));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('timeout', () => {
      request.destroy();
      resolve(null);
    });
    request.on('error', () => resolve(null));
    request.end(payload);
  });
}

/** What is wrong with one answer, if anything. */
export function judge(operation: Operation, hostile: HostileCase, answer: Answer | null): FindingKind | null {
  if (!answer) return 'no answer';
  if (answer.status >= 500) return '5xx';
  if (hasStackTrace(answer.body)) return 'stack trace';
  if (!hostile.allowed && WRITES.has(operation.method) && answer.status < 300) return 'write not refused';
  return null;
}

/** The hostile cases of one operation: what the document refuses, and with includeAllowed what it allows too. */
export function casesOf(operation: Operation, options: Pick<ProbeOptions, 'parameters' | 'includeAllowed'>) {
  const urlWith = (op: Operation, values: Record<string, unknown> = {}) =>
    urlOf(op, { ...options.parameters, ...values });
  return [...mediaTypeCases(operation), ...bodyCases(operation), ...injectionCases(operation, urlWith)].filter(
    (hostile) => options.includeAllowed || !hostile.allowed,
  );
}

/** Sends the corpus to a running service, one request at a time, and reports each answer that gives it away. */
export async function probe(operations: Operation[], options: ProbeOptions): Promise<ProbeResult> {
  const base = new URL(options.baseUrl);
  const findings: Finding[] = [];
  let requests = 0;
  for (const operation of operations) {
    const validUrl = urlOf(operation, options.parameters ?? {});
    for (const hostile of casesOf(operation, options)) {
      const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
      if (options.token && !operation.isPublic) headers.authorization = `Bearer ${options.token}`;
      if (hostile.contentType) headers['content-type'] = hostile.contentType;
      const answer = await send(
        base,
        operation.method,
        hostile.url ?? validUrl,
        headers,
        hostile.payload,
        options.timeoutMs ?? 10_000,
      );
      requests++;
      const kind = judge(operation, hostile, answer);
      if (!kind) continue;
      const finding = {
        kind,
        operation,
        hostile,
        status: answer?.status ?? null,
        excerpt: (answer?.body ?? '').replace(/\s+/g, ' ').slice(0, 200),
      };
      findings.push(finding);
      options.onFinding?.(finding);
    }
  }
  return { requests, findings };
}
