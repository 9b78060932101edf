import type { LoaderFunctionArgs, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';

import { BUSINESS_MODULES, type BusinessModule, type ModuleManifestEntry } from '@/shared/config';
import type { RouteAccess } from '@/shared/lib/access';

import { lazyPage, loadAccessGuard, loadHomePage } from './page-loaders';

/** The route of the module host (the shell), under which every module's route is. */
export const SHELL_ROUTE_ID = 'shell';

/**
 * A module route's guard. Its code (the permission rules, the refusal's toast) loads as a module route is first
 * opened, beside the page's, or ahead of it as a sign-in sends for its token (shell-preload.ts): the sign-in and 404
 * pages do not load it.
 */
const requireAccess =
  (route: RouteAccess, pageTitle?: ModuleManifestEntry['title']) =>
  async (args: LoaderFunctionArgs): Promise<null> =>
    (await loadAccessGuard()).requireAccess(route, pageTitle)(args);

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
  loader: requireAccess(module.access, module.titleKey),
  lazy: MODULE_PAGES[module.id],
}));

/** The hosted modules' routes: loaded on a path no route knows, and ahead of it as a session starts (shell-preload.ts). */
export const loadModuleDiscovery = () => import('./module-discovery');

/**
 * Modules of the manifest come at run time: the router asks for a path it has no route for, and the module owning it
 * gets its route under the shell (module-discovery.ts, whose code loads then, or ahead of it as a session starts).
 */
export const discoverModuleRoutes = (
  withErrorScreen: (routes: RouteObject[]) => RouteObject[],
): PatchRoutesOnNavigationFunction => {
  let discover: PatchRoutesOnNavigationFunction | undefined;
  return async (args) => {
    const found = discover ?? (await loadModuleDiscovery()).discoverModuleRoutes(SHELL_ROUTE_ID, withErrorScreen);
    discover = found;
    return found(args);
  };
};
