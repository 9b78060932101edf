import { queryOptions } from '@tanstack/react-query';

import { type ApiClient, apiClient, readOr } from '@/shared/api';

import { FALLBACK_VERSION, parseVersion } from '../lib/parse-version';

/** GET /api/content/v1/info/version; a failing lookup gives 0.0.0 (section 8). */
export async function fetchPlatformVersion(client: ApiClient): Promise<string> {
  return readOr(FALLBACK_VERSION, client.GET('/api/content/v1/info/version', { parseAs: 'text' }), parseVersion);
}

export const platformVersionQuery = () =>
  queryOptions({
    queryKey: ['content', 'version'],
    queryFn: () => fetchPlatformVersion(apiClient),
    staleTime: Infinity,
  });
