import { createEffect, merge, sample } from 'effector';

import { $tenantGuid, parseAccessClaims, restoreSessionFx, type StoredAuth, tokenReceived } from '@/entities/session';
import { languageApplied, profileLanguageKnown } from '@/features/change-language';
import { routeEntered } from '@/features/startup-dialogs';
import { apiClient } from '@/shared/api';
import { BUSINESS_MODULES } from '@/shared/config';
import { fetchModuleTranslations } from '@/shared/i18n';

import { appI18n } from '../i18n/app-i18n';

const changeLanguageFx = createEffect((language: string) => appI18n.changeLanguage(language));
/** Another tenant may word things its own way. */
const reloadTextsFx = createEffect(() => appI18n.reloadResources());
/** A module's tenant-custom texts join the shell's when the module opens. */
const loadModuleTextsFx = createEffect(async (pathname: string) => {
  const module = BUSINESS_MODULES.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));
  if (!module) return;
  const language = appI18n.language;
  const texts = await fetchModuleTranslations(apiClient, language, module.translationModule);
  if (Object.keys(texts).length) appI18n.addResources(language, 'translation', texts);
});

sample({ clock: languageApplied, target: changeLanguageFx });
/** The language of the user's profile, from the token. */
const profileLanguage = merge([restoreSessionFx.doneData, tokenReceived]).filterMap((auth: StoredAuth | null) =>
  auth ? parseAccessClaims(auth.access_token)?.languageId : undefined,
);
sample({ clock: profileLanguage, target: profileLanguageKnown });
sample({ clock: $tenantGuid.updates, filter: Boolean, target: reloadTextsFx });
sample({ clock: routeEntered, target: loadModuleTextsFx });
