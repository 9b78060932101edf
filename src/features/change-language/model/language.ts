import { createEffect, createEvent, createStore, sample } from 'effector';
import { z } from 'zod/mini';

import type { DeclaredDirection } from '@/shared/i18n';
import { localStore } from '@/shared/lib/storage';

/** The user picked a language. */
export const languageChosen = createEvent<string>();
/** Signed in: the language of the user's profile (the token's languageId). */
export const profileLanguageKnown = createEvent<string>();
/** The language the shell is to show from now on (the app switches its translations and direction). */
export const languageApplied = createEvent<string>();

/** The platform listed its languages (global state, else the languages endpoint). */
export const languagesListed = createEvent<readonly { Code: string; Direction: DeclaredDirection }[]>();

/** Each listed language's declared direction (`ltr`, `rtl` or `auto`), by code. */
export const $declaredDirections = createStore<Readonly<Record<string, DeclaredDirection>>>({}).on(
  languagesListed,
  (known, languages) => ({ ...known, ...Object.fromEntries(languages.map((l) => [l.Code, l.Direction])) }),
);

const languageCode = z.string().check(z.minLength(2));

/** A choice is kept as the selected language; the language in effect is kept as the updated language code. */
const storeChoiceFx = createEffect((code: string) => {
  localStore.write('languageSelected', code);
  localStore.write('updatedLanguageCode', code);
  return code;
});

/** The profile's language applies only while the user has chosen none. */
const adoptProfileLanguageFx = createEffect((code: string) => {
  if (localStore.read('languageSelected', languageCode)) return null;
  if (localStore.read('updatedLanguageCode', languageCode) === code) return null;
  localStore.write('updatedLanguageCode', code);
  return code;
});

sample({ clock: languageChosen, target: storeChoiceFx });
sample({ clock: profileLanguageKnown, target: adoptProfileLanguageFx });
sample({ clock: storeChoiceFx.doneData, target: languageApplied });
sample({ clock: adoptProfileLanguageFx.doneData, filter: Boolean, target: languageApplied });
