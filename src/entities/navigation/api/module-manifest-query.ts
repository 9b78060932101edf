import { queryOptions } from '@tanstack/react-query';

import { BUILTIN_MODULE_ENTRIES, fetchModuleManifest, fetchModuleOverrides } from '@/shared/config';

/**
 * The modules the shell hosts (built-in and config.json's), fixed for the page's life: a reload reads them anew. The
 * built-ins show at once, whether config.json is slow, hanging or unreadable.
 */
export const moduleManifestQuery = () =>
  queryOptions({
    queryKey: ['shell', 'module-manifest'],
    queryFn: fetchModuleManifest,
    staleTime: Infinity,
    placeholderData: [...BUILTIN_MODULE_ENTRIES],
  });

/** The modules this tab loads from a developer's local build (config.json's `modules.allowOverrides`). */
export const moduleOverridesQuery = () =>
  queryOptions({
    queryKey: ['shell', 'module-overrides'],
    queryFn: fetchModuleOverrides,
    staleTime: Infinity,
  });
