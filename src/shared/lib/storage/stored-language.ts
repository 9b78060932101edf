import { z } from 'zod/mini';

import { DEFAULT_LANGUAGE } from '@/shared/config';

import { localStore } from './browser-storage';

const languageCode = z.string().check(z.minLength(2));

/**
 * The language in effect as this browser stored it: the updated language code (the user's choice, else the profile's
 * language), else the selected one, else the default (features/change-language writes them).
 */
export const readStoredLanguage = (): string =>
  localStore.read('updatedLanguageCode', languageCode) ??
  localStore.read('languageSelected', languageCode) ??
  DEFAULT_LANGUAGE;
