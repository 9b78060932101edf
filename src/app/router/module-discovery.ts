import type { LoaderFunctionArgs, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';

import {
  fetchModuleManifest,
  isBuiltinModule,
  type ModuleManifestEntry,
  moduleOwns,
  withoutAppBase,
} from '@/shared/config';
import { giveUpAfter } from '@/shared/lib/timer';

import { requireAccess } from './access-guard';
import { lazyPage, loadRemoteModulePage } from './page-loaders';

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
  (shellRouteId: string, withErrorScreen: (routes: RouteObject[]) => RouteObject[]): PatchRoutesOnNavigationFunction =>
  async ({ path, patch }) => {
    // The router's path keeps the base (`/trellis/onboarding`); a module's path is below it.
    const pathname = withoutAppBase(path.split(/[?#]/)[0] ?? path);
    const owner = (await giveUpAfter(MANIFEST_WAIT_MS, fetchModuleManifest, () => [])).find(
      (entry) => !isBuiltinModule(entry) && !discovered.has(entry.id) && moduleOwns(entry, pathname),
    );
    if (!owner) return;
    discovered.add(owner.id);
    patch(shellRouteId, withErrorScreen([hostedModuleRoute(owner)]));
  };
