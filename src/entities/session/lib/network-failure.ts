import { TokenEndpointUnavailableError } from './token-endpoint-unavailable';

/** No answer came (fetch itself failed): the network, not the server, is what failed. */
export const isNetworkFailure = (error: unknown): boolean =>
  (error instanceof TokenEndpointUnavailableError && error.status === null) || error instanceof TypeError;
