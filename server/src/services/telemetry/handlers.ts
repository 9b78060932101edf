import type { FastifyReply, FastifyRequest } from 'fastify';

/** openapi/telemetry.yaml's TelemetryReport, as the glue has checked it. */
interface TelemetryReport {
  kind: 'error' | 'web-vital';
  [field: string]: unknown;
}

/** The reference server accepts the shell's reports and logs them: errors as warnings, web-vitals as information. */
export function telemetryHandlers() {
  return {
    async createTelemetryReport(request: FastifyRequest<{ Body: TelemetryReport }>, reply: FastifyReply) {
      const report = request.body;
      if (report.kind === 'error') request.log.warn({ telemetry: report }, 'shell error report');
      else request.log.info({ telemetry: report }, 'shell web-vital');
      return reply.status(204).send();
    },
  };
}
