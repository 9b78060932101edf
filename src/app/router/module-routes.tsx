import type { LoaderFunctionArgs, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';

import {
  BUSINESS_MODULES,
  type BusinessModule,
  fetchModuleManifest,
  isBuiltinModule,
  type ModuleManifestEntry,
  moduleOwns,
  withoutAppBase,
} from '@/shared/config';
import type { RouteAccess } from '@/shared/lib/access';
import { giveUpAfter } from '@/shared/lib/timer';

import { loadAccessGuard, lazyPage, loadHomePage, loadRemoteModulePage } from './page-loaders';

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

/** A module of the manifest: its path and all below it, guarded by its access rules like any route. */
export function hostedModuleRoute(module: ModuleManifestEntry): RouteObject {
  const guard = requireAccess(module.access ?? { rules: [] }, module.title);
  return {
    id: `module:${module.id}`,
    path: `${module.path.slice(1)}/*`,
    loader: async (args: LoaderFunctionArgs) => {
      await guard(args);
      return { module };
    },
    lazy: lazyPage(() => loadRemoteModulePage().then((page) => page.RemoteModulePage)),
  };
}

const discovered = new Set<string>();

/** How long a path no route knows waits for config.json's modules before it is the 404 page's. */
export const MANIFEST_WAIT_MS = 10_000;

/**
 * Modules of the manifest come at run time: the router asks for a path it has no route for (the 404 catch-all would
 * take it), and the module owning that path, if any, gets its route under the shell before the navigation goes on.
 */
export const discoverModuleRoutes =
  (withErrorScreen: (routes: RouteObject[]) => RouteObject[]): PatchRoutesOnNavigationFunction =>
  async ({ path, patch }) => {
    // The router's path keeps the base (`/trellis/onboarding`); a module's path is below it.
    const pathname = withoutAppBase(path.split(/[?#]/)[0] ?? path);
    const owner = (await giveUpAfter(MANIFEST_WAIT_MS, fetchModuleManifest, () => [])).find(
      (entry) => !isBuiltinModule(entry) && !discovered.has(entry.id) && moduleOwns(entry, pathname),
    );
    if (!owner) return;
    discovered.add(owner.id);
    patch(SHELL_ROUTE_ID, withErrorScreen([hostedModuleRoute(owner)]));
  };
