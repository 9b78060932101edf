import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { NO_STORE } from './cache-control.ts';
import { problem } from './problem.ts';

/** RFC 9110 section 4.1 asks servers to take at least 8000 octets; longer request targets answer 414. */
export const MAX_URL_LENGTH = 8192;

interface ConnectionError extends Error {
  code?: string;
}

function statusOfConnectionError(error: ConnectionError): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

const DETAILS: Record<number, string> = {
  400: 'The request could not be read as HTTP.',
  408: 'The request took too long to arrive.',
  431: 'The request head (address and headers) is too large.',
};

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (malformed request line, oversized head, slow
 * client) are answered on the raw socket, as problem details like every other error.
 */
export function answerConnectionError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOfConnectionError(error);
  const title = STATUS_CODES[status] ?? 'Error';
  const body = JSON.stringify({ type: 'about:blank', title, status, detail: DETAILS[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\nCache-Control: ${NO_STORE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A request target longer than any of ours is refused before routing (Node's own limit is the whole head). */
export function refuseLongUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.url !== undefined && request.raw.url.length > MAX_URL_LENGTH) {
      throw problem(414, `The address is longer than ${MAX_URL_LENGTH} characters.`);
    }
  });
}
