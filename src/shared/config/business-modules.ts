import type { RouteAccess } from '@/shared/lib/access';

import { BUILTIN_ENTRY_PREFIX, type ModuleManifestEntry } from './module-manifest';
import { ROUTES } from './routes';

/**
 * The business modules compiled into the shell (stand-ins until their teams ship them): where they live, their
 * navigation entry, the permissions they need and the translation module they load. Their code is loaded on demand by
 * the router. They join the run-time manifest as `builtin:<id>` entries (see BUILTIN_MODULE_ENTRIES).
 */
export interface BusinessModule {
  id: 'home' | 'reporting-benchmarking' | 'organization';
  path: string;
  titleKey: string;
  /** Who may open it (section 6's only/except rules); the navigation shows it to them only. */
  access: RouteAccess;
  translationModule: string;
}

export const BUSINESS_MODULES: readonly BusinessModule[] = [
  {
    id: 'home',
    path: ROUTES.moduleHost,
    titleKey: 'HomeModuleTitle',
    access: { rules: [] },
    translationModule: 'home',
  },
  {
    id: 'reporting-benchmarking',
    path: '/reporting/benchmarking',
    titleKey: 'BenchmarkingModuleTitle',
    access: { rules: [{ only: ['ViewOTBenchmarkingMetaData'] }] },
    translationModule: 'reporting',
  },
  {
    id: 'organization',
    path: ROUTES.organization,
    titleKey: 'OrganizationModuleTitle',
    access: { rules: [] },
    translationModule: 'organization',
  },
];

/** The built-in modules as manifest entries: the navigation lists them as it lists the modules of `config.json`. */
export const BUILTIN_MODULE_ENTRIES: readonly ModuleManifestEntry[] = BUSINESS_MODULES.map((module, index) => ({
  id: module.id,
  path: module.path,
  entry: `${BUILTIN_ENTRY_PREFIX}${module.id}`,
  title: module.titleKey,
  access: {
    rules: module.access.rules.map((rule) => ({
      only: rule.only && [...rule.only],
      except: rule.except && [...rule.except],
    })),
  },
  navigation: { order: index },
}));
