import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { globalStateQuery, languagesQuery } from '@/entities/global-state';
import { $accessClaims } from '@/entities/session';
import { languageChosen } from '../model/language';

export interface LanguageChoice {
  code: string;
  /** The language's name in itself, so that a reader of it finds it whatever language the shell is in. */
  label: string;
}

/** The languages of the global state (else the platform's list), the one in effect, and how to choose another. */
export function useLanguageChoices() {
  const { i18n } = useTranslation();
  const claims = useUnit($accessClaims);
  const choose = useUnit(languageChosen);
  const owner = claims ? { userGuid: claims.guid, tenantGuid: claims.tenantGuid } : null;
  const { data: state, isFetched } = useQuery(globalStateQuery(owner));
  const fromState = state?.languages ?? [];
  const { data: fromPlatform = [] } = useQuery(languagesQuery(isFetched && !fromState.length));
  const languages = fromState.length ? fromState : fromPlatform;
  const choices: LanguageChoice[] = languages.map((language) => ({
    code: language.Code,
    label: language.NativeName || language.Name,
  }));
  const current = choices.find((choice) => choice.code === i18n.language) ?? null;
  return { choices, current, choose };
}
