import type { ComponentType } from 'react';

import { isChunkLoadError } from '../telemetry/chunk-reload';
import { missingChunkPage } from './missing-chunk';

// The pages a sign-in leads to, loaded by their routes and ahead of them (shell-preload.ts).
export const loadShell = () => import('@/pages/mfe-host');
export const loadHomePage = () => import('@/pages/home');
/** The module routes' guard (module-routes.ts): loaded by their loaders, and ahead of them as the shell's pages. */
export const loadAccessGuard = () => import('./access-guard');
/** The page that hosts a module of the manifest: loaded by its routes, and ahead of them on intent to open one. */
export const loadRemoteModulePage = () => import('@/pages/remote-module');

/** A route's `lazy`: the page's code loads when the route is first opened (see missingChunkPage when it is gone). */
export const lazyPage = (load: () => Promise<ComponentType>) => () =>
  load().then(
    (Component) => ({ Component }),
    (error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      return { Component: missingChunkPage(error) };
    },
  );
