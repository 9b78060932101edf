import type { RouteObject } from 'react-router-dom';
import { BUSINESS_MODULES, type BusinessModule } from '@/shared/config';
import { requireAccess } from './route-guards';

/** Each business module's code, loaded when its route is first opened. */
const MODULE_PAGES: Record<BusinessModule['id'], RouteObject['lazy']> = {
  home: () => import('@/pages/home').then(({ HomePage }) => ({ Component: HomePage })),
  'reporting-benchmarking': () =>
    import('@/pages/reporting-benchmarking').then(({ ReportingBenchmarkingPage }) => ({
      Component: ReportingBenchmarkingPage,
    })),
  organization: () => import('@/pages/organization').then(({ OrganizationPage }) => ({ Component: OrganizationPage })),
};

export const moduleRoutes: RouteObject[] = BUSINESS_MODULES.map((module) => ({
  path: module.id === 'home' ? `${module.path.slice(1)}/*` : module.path.slice(1),
  loader: requireAccess(module.access),
  lazy: MODULE_PAGES[module.id],
}));
