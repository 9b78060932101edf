export { apiClient, connectApiSession } from './app-client';
export { queryClient } from './query-client';
export { createApiClient, type ApiClient } from './client';
export { LOGOUT_PATH, REQUEST_TIMEOUT_MS, TOKEN_PATH } from './config';
export { responseSchemaOf } from './response-schema';
export { readOr } from './read-or';
export { HTTP_STATUS, isRecognisedStatus, type RecognisedStatus } from './status-codes';
export { BANNER_STALE_MS, SESSION_DATA_STALE_MS } from './stale-times';
export type { TransportOptions } from './transport-options';
export type {
  AccessComponents,
  AlertComponents,
  AtlasComponents,
  BenchmarkingComponents,
  BrandingComponents,
  ContentComponents,
  GlobalStateComponents,
  GlobalizationComponents,
  paths,
  SalesopsComponents,
} from './generated';
export { postWebToLead, type WebToLead } from './web-to-lead';
