import type { FastifyInstance } from 'fastify';

import { TEST_MODE_REPORT_URI as CSP_REPORTS_PATH } from '../src/http/content-security-policy.ts';
import { scopeOf } from './test-scope.ts';

const REPORT_MEDIA_TYPES = ['application/csp-report', 'application/reports+json'];

/** The report as a browser sends it to a report-uri (CSP level 2), with the test scope of the page's context. */
export interface CspViolationReport {
  scope: string | null;
  report: Record<string, unknown>;
}

/** Enough for any test run; older reports give way so that a long-running server does not grow. */
const KEPT_REPORTS = 1000;

/**
 * Test mode only: collects the violation reports browsers send, so that end-to-end tests can prove a run under the
 * production policy reported none. Encapsulated: its media types are accepted on its own route only.
 */
export async function cspReportCollector(app: FastifyInstance): Promise<void> {
  const reports: CspViolationReport[] = [];
  app.addContentTypeParser(REPORT_MEDIA_TYPES, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  // The body schema declares the report media types, so that the server's declared-media-types check accepts them.
  const anyReport = Object.fromEntries(REPORT_MEDIA_TYPES.map((type) => [type, { schema: {} }]));
  app.post(CSP_REPORTS_PATH, { schema: { body: { content: anyReport } } }, async (request, reply) => {
    const body = request.body as { 'csp-report'?: Record<string, unknown> } | Record<string, unknown>[] | null;
    const received = Array.isArray(body) ? body : [body?.['csp-report'] ?? body ?? {}];
    for (const report of received) reports.push({ scope: scopeOf(request), report: report as Record<string, unknown> });
    reports.splice(0, Math.max(0, reports.length - KEPT_REPORTS));
    return reply.status(204).send();
  });
  app.get(CSP_REPORTS_PATH, async (request) => {
    const { scope } = request.query as { scope?: string };
    return scope ? reports.filter((r) => r.scope === scope) : reports;
  });
  app.delete(CSP_REPORTS_PATH, async (_request, reply) => {
    reports.length = 0;
    return reply.status(204).send();
  });
}
