import { queryOptions } from '@tanstack/react-query';

import { fetchRuntimeConfig } from './runtime-config';

/**
 * config.json for the screens: one cache entry, read once per page through fetchRuntimeConfig; each screen selects
 * its part (runtimeLinksQuery, the session's oidcSettingsQuery).
 */
export const runtimeConfigQuery = () =>
  queryOptions({ queryKey: ['runtime-config'], queryFn: fetchRuntimeConfig, staleTime: Infinity });
