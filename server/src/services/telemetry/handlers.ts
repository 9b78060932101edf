import { readFileSync } from 'node:fs';

import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse } from 'yaml';

import { problem } from '../../http/problem.ts';

const DOCUMENT = new URL('../../../../openapi/telemetry.yaml', import.meta.url);

interface TelemetryReport {
  kind: 'error' | 'web-vital';
  [field: string]: unknown;
}

/**
 * A beacon's body is text (see openapi/telemetry.yaml): it is checked here against the document's own
 * TelemetryReport, as the glue checks a JSON body.
 */
function compileReportSchema() {
  const { components } = parse(readFileSync(DOCUMENT, 'utf8')) as { components: object };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv.compile<TelemetryReport>({ $ref: '#/components/schemas/TelemetryReport', components });
}

function readReport(body: unknown, isReport: ReturnType<typeof compileReportSchema>): TelemetryReport {
  let report = body;
  if (typeof body === 'string') {
    try {
      report = JSON.parse(body);
    } catch {
      throw problem(400, 'The report is not JSON.');
    }
  }
  if (!isReport(report)) throw problem(400, `The report is not a TelemetryReport: ${JSON.stringify(isReport.errors)}`);
  return report;
}

/** The reference server accepts the shell's reports and logs them: errors as warnings, web-vitals as information. */
export function telemetryHandlers() {
  const isReport = compileReportSchema();
  return {
    async createTelemetryReport(request: FastifyRequest<{ Body: unknown }>, reply: FastifyReply) {
      const report = readReport(request.body, isReport);
      if (report.kind === 'error') request.log.warn({ telemetry: report }, 'shell error report');
      else request.log.info({ telemetry: report }, 'shell web-vital');
      return reply.status(204).send();
    },
  };
}
