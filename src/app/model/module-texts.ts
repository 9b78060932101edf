import { fetchModuleOfPath, ROUTES, textNamespaceOf, translationModuleOf } from '@/shared/config';

/**
 * The tenant-custom texts a page wants: its module's, built-in or config.json's (whose translation module is its id),
 * joining the module's i18next namespace; null for a page of no module.
 */
export async function moduleTextsOfPath(pathname: string): Promise<{ module: string; namespace: string } | null> {
  // The landing page is the module host's (the route table sends it there): a sign-in's way in asks at once.
  const module = await fetchModuleOfPath(pathname === ROUTES.landing ? ROUTES.moduleHost : pathname);
  return module ? { module: translationModuleOf(module), namespace: textNamespaceOf(module) } : null;
}
