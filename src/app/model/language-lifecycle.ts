import { createEffect, createStore, merge, sample } from 'effector';

import {
  $tenantGuid,
  parseAccessClaims,
  restoreSessionFx,
  signInSent,
  type StoredAuth,
  tokenReceived,
} from '@/entities/session';
import { languageApplied, profileLanguageKnown } from '@/features/change-language';
import { apiClient } from '@/shared/api';
import { fetchModuleTranslations } from '@/shared/i18n';

import { appI18n } from '../i18n/app-i18n';
import { pageEntered, routeRequested } from './route-events';

const changeLanguageFx = createEffect((language: string) => appI18n.changeLanguage(language));
/** Another tenant may word things its own way. */
const reloadTextsFx = createEffect(() => appI18n.reloadResources());

/** A module's tenant-custom texts in one language for one tenant. */
interface ModuleTexts {
  tenantGuid: string | null;
  language: string;
  module: string;
  /** The i18next namespace they join: the module's id for a hosted module, never the shell's own. */
  namespace: string;
}

// Tenant-custom texts are a signed-in user's: the code that finds a page's module (module-texts.ts) loads as a session
// starts or a sign-in sends for its token, and the sign-in and 404 pages do not load it.
const loadModuleTexts = () => import('./module-texts');
const preloadModuleTextsFx = createEffect(async () => {
  await loadModuleTexts();
});

/** The texts a page of a signed-in user wants (module-texts.ts). */
const moduleTextsOfFx = createEffect(
  async ({ tenantGuid, pathname }: { tenantGuid: string | null; pathname: string }): Promise<ModuleTexts | null> => {
    if (tenantGuid === null) return null;
    const texts = await (await loadModuleTexts()).moduleTextsOfPath(pathname);
    return texts ? { tenantGuid, language: appI18n.language, ...texts } : null;
  },
);
const sameTexts = (a: ModuleTexts | null, b: ModuleTexts) =>
  a?.tenantGuid === b.tenantGuid && a.language === b.language && a.module === b.module;

/**
 * A module's tenant-custom texts join its namespace as the module opens, over the texts the module brings (a module
 * adds its own without overwriting: docs/modules.md).
 */
const loadModuleTextsFx = createEffect(async ({ language, module, namespace }: ModuleTexts) => {
  const texts = await fetchModuleTranslations(apiClient, language, module);
  if (Object.keys(texts).length) appI18n.addResourceBundle(language, namespace, texts, true, true);
});
/** The texts asked for last: a navigation's start and its arrival ask once between them, and i18next keeps them. */
const $askedModuleTexts = createStore<ModuleTexts | null>(null).on(loadModuleTextsFx, (_, texts) => texts);

sample({ clock: languageApplied, target: changeLanguageFx });
/** The language of the user's profile, from the token. */
const profileLanguage = merge([restoreSessionFx.doneData, tokenReceived]).filterMap((auth: StoredAuth | null) =>
  auth ? parseAccessClaims(auth.access_token)?.languageId : undefined,
);
sample({ clock: profileLanguage, target: profileLanguageKnown });
sample({ clock: $tenantGuid.updates, filter: Boolean, target: reloadTextsFx });
// Asked as the navigation begins, beside the page's code and data, not a round trip after them; a first page, which
// the router loads before it reports navigations, asks as it is entered.
sample({
  clock: [routeRequested, pageEntered.map(({ pathname }) => pathname)],
  source: $tenantGuid,
  fn: (tenantGuid, pathname) => ({ tenantGuid, pathname }),
  target: moduleTextsOfFx,
});
sample({
  clock: moduleTextsOfFx.doneData.filterMap((wanted) => wanted ?? undefined),
  source: $askedModuleTexts,
  filter: (asked, wanted) => !sameTexts(asked, wanted),
  fn: (_, wanted) => wanted,
  target: loadModuleTextsFx,
});
sample({ clock: [signInSent, restoreSessionFx.doneData.filter({ fn: Boolean })], target: preloadModuleTextsFx });
