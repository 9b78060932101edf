/**
 * The token endpoint could not answer: the network failed, the request timed out, or the server answered 5xx, 408 or
 * 429. Nothing was refused; the same request may succeed later (after `retryAfterMs` when the server said so).
 */
export class TokenEndpointUnavailableError extends Error {
  readonly status: number | null;
  readonly retryAfterMs: number | null;
  constructor(status: number | null, retryAfter: number | null = null, options?: ErrorOptions) {
    super(status ? `The token endpoint answered ${status}.` : 'The token endpoint could not be reached.', options);
    this.name = 'TokenEndpointUnavailableError';
    this.status = status;
    this.retryAfterMs = retryAfter;
  }
}
