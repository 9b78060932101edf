/**
 * The business modules the shell hosts: where they live, their navigation entry, the permissions they need and the
 * translation module they load. Their code is loaded on demand by the router.
 */
export interface BusinessModule {
  id: 'home' | 'reporting-benchmarking' | 'organization';
  path: string;
  titleKey: string;
  requiredPermissions: readonly string[];
  translationModule: string;
}

export const BUSINESS_MODULES: readonly BusinessModule[] = [
  { id: 'home', path: '/mfe-host', titleKey: 'HomeModuleTitle', requiredPermissions: [], translationModule: 'home' },
  {
    id: 'reporting-benchmarking',
    path: '/reporting/benchmarking',
    titleKey: 'BenchmarkingModuleTitle',
    requiredPermissions: ['ViewOTBenchmarkingMetaData'],
    translationModule: 'reporting',
  },
  {
    id: 'organization',
    path: '/organization',
    titleKey: 'OrganizationModuleTitle',
    requiredPermissions: [],
    translationModule: 'organization',
  },
];
