import type { RouteObject } from 'react-router-dom';

import { BUSINESS_MODULES, type BusinessModule } from '@/shared/config';

import { lazyPage, loadHomePage } from './page-loaders';
import { requireAccess } from './route-guards';

/** Each business module's code, loaded when its route is first opened. */
const MODULE_PAGES: Record<BusinessModule['id'], RouteObject['lazy']> = {
  home: lazyPage(() => loadHomePage().then((page) => page.HomePage)),
  'reporting-benchmarking': lazyPage(() =>
    import('@/pages/reporting-benchmarking').then((page) => page.ReportingBenchmarkingPage),
  ),
  organization: lazyPage(() => import('@/pages/organization').then((page) => page.OrganizationPage)),
};

// Exact paths: no module has pages of its own below its path yet, and a path below one that no route serves is the
// 404 page (the catch-all), not the module.
export const moduleRoutes: RouteObject[] = BUSINESS_MODULES.map((module) => ({
  path: module.path.slice(1),
  loader: requireAccess(module.access),
  lazy: MODULE_PAGES[module.id],
}));
