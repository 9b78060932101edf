import { queryOptions } from '@tanstack/react-query';

import { fetchModuleManifest } from '@/shared/config';

/** The modules the shell hosts (built-in and config.json's), fixed for the page's life: a reload reads them anew. */
export const moduleManifestQuery = () =>
  queryOptions({ queryKey: ['shell', 'module-manifest'], queryFn: fetchModuleManifest, staleTime: Infinity });
