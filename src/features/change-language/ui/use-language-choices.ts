import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { anonymousGlobalStateQuery, globalStateQuery, languagesQuery } from '@/entities/global-state';
import { $sessionOwner } from '@/entities/session';

import { languageChosen, languagesListed } from '../model/language';

export interface LanguageChoice {
  code: string;
  /** The language's name in itself, so that a reader of it finds it whatever language the shell is in. */
  label: string;
}

/**
 * The languages of the global state (the anonymous one before sign-in), else the platform's list; the one in effect,
 * and how to choose another.
 */
export function useLanguageChoices() {
  const { i18n } = useTranslation();
  const [choose, listed] = useUnit([languageChosen, languagesListed]);
  const owner = useUnit($sessionOwner);
  const signedIn = useQuery(globalStateQuery(owner));
  const anonymous = useQuery(anonymousGlobalStateQuery(owner === null));
  const { data: state, isFetched } = owner ? signedIn : anonymous;
  const fromState = state?.languages ?? [];
  const { data: fromPlatform = [] } = useQuery(languagesQuery(isFetched && !fromState.length));
  const languages = fromState.length ? fromState : fromPlatform;
  // The document's direction follows what the platform declares for each language.
  useEffect(() => {
    if (languages.length) listed(languages);
  }, [languages, listed]);
  const choices: LanguageChoice[] = languages.map((language) => ({
    code: language.Code,
    label: language.NativeName || language.Name,
  }));
  const current = choices.find((choice) => choice.code === i18n.language) ?? null;
  return { choices, current, choose };
}
