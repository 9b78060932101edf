import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { NO_STORE } from './cache-control.ts';

export interface FieldError {
  field: string;
  message: string;
}

export class ProblemError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;

  constructor(statusCode: number, detail: string, errors?: FieldError[]) {
    super(detail);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export function problem(statusCode: number, detail: string, errors?: FieldError[]): ProblemError {
  return new ProblemError(statusCode, detail, errors);
}

function fieldErrorsOf(error: FastifyError): FieldError[] | undefined {
  return error.validation?.map((issue) => {
    const missing = (issue.params as { missingProperty?: unknown }).missingProperty;
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = [error.validationContext, path, typeof missing === 'string' ? missing : ''].filter(Boolean).join('.');
    return { field, message: issue.message ?? 'is invalid' };
  });
}

/** fastify-openapi-glue wraps what a security handler throws; the first inner problem says what went wrong. */
function innerSecurityProblem(error: Error): ProblemError | undefined {
  const inner = (error as { errors?: unknown }).errors;
  return Array.isArray(inner) ? inner.find((e): e is ProblemError => e instanceof ProblemError) : undefined;
}

/** The OAuth token endpoint answers a malformed request as RFC 6749 section 5.2 says, not as problem details. */
const OAUTH_TOKEN_ROUTE = '/api/access/v1/oauth/token';
/**
 * Malformed in RFC 6749's sense (`invalid_request`, status 400): invalid or missing parameters, and a body that is
 * not a form of a readable size (which other routes answer 415 and 413).
 */
const OAUTH_MALFORMED_STATUSES = new Set([400, 413, 415]);

/** Every error leaves the server as RFC 9457 problem details. */
export function sendProblem(error: FastifyError | ProblemError, request: FastifyRequest, reply: FastifyReply) {
  // Request validation errors carry their context (body, querystring, ...); a failed response validation does not.
  const validationErrors = 'validationContext' in error && error.validation ? fieldErrorsOf(error) : undefined;
  const status = validationErrors ? 400 : (error.statusCode ?? 500);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const errors = validationErrors ?? (error instanceof ProblemError ? error.errors : undefined);
  const detail = validationErrors
    ? validationErrors.map((e) => `${e.field} ${e.message}`).join('; ')
    : status >= 500
      ? 'The server failed.'
      : (innerSecurityProblem(error)?.message ?? error.message);
  // Set here too: errors of the router are sent from a context that runs no hooks.
  reply.header('cache-control', NO_STORE);
  if (OAUTH_MALFORMED_STATUSES.has(status) && request.routeOptions.url === OAUTH_TOKEN_ROUTE)
    return reply.status(400).type('application/json').send({ error: 'invalid_request', error_description: detail });
  return reply
    .status(status)
    .type('application/problem+json')
    .send({
      type: 'about:blank',
      title: STATUS_CODES[status] ?? 'Error',
      status,
      detail,
      ...(errors ? { errors } : {}),
    });
}
