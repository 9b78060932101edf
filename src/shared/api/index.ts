export { apiClient, connectApiSession } from './app-client';
export { queryClient } from './query-client';
export { createApiClient, type ApiClient } from './client';
export { LOGOUT_PATH, REQUEST_TIMEOUT_MS, TOKEN_PATH } from './config';
export type { TransportOptions } from './transport-options';
export type {
  AccessComponents,
  ContentComponents,
  GlobalizationComponents,
  paths,
  SalesopsComponents,
} from './generated';
export { postWebToLead, type WebToLead } from './web-to-lead';
