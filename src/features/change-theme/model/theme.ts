import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { z } from 'zod/mini';

import { apiClient } from '@/shared/api';
import { localStore } from '@/shared/lib/storage';

import { fetchThemeCapability } from '../api/theme-api';
import { DEFAULT_THEME, type ThemeName, THEMES } from '../config/themes';
import { acceptedTheme, assertThemeName } from '../lib/theme-value';

/** The app started: the stored theme (AppTheme) is read. */
export const themeRestored = createEvent();
/** The user picked a theme. */
export const themeChosen = createEvent<ThemeName>();
/** Signed in: ask whether the tenant has themes, and which. */
export const themeCapabilityRequested = createEvent();
export const devicePreferenceChanged = createEvent<boolean>();

export const $theme = createStore<ThemeName>(DEFAULT_THEME);
export const $themeEnabled = createStore(false);
export const $prefersDark = createStore(false).on(devicePreferenceChanged, (_, dark) => dark);
/** Whether the user chose a theme themselves: their choice wins over the tenant's. */
const $hasOwnChoice = createStore(false);

const readStoredThemeFx = createEffect(() => localStore.read('theme', z.enum(THEMES)));
/** Validates and stores a theme; an invalid value fails with 'Only valid theme values can be used'. */
export const storeThemeFx = createEffect((theme: ThemeName) => {
  assertThemeName(theme);
  localStore.write('theme', theme);
  return theme;
});
export const fetchThemeCapabilityFx = createEffect((current: ThemeName) => fetchThemeCapability(apiClient, current));
const fetchCapabilityFx = attach({ source: $theme, effect: fetchThemeCapabilityFx });

sample({ clock: themeRestored, target: readStoredThemeFx });
const storedThemeFound = sample({ clock: readStoredThemeFx.doneData, filter: Boolean });
sample({ clock: storedThemeFound, target: $theme });

sample({ clock: themeChosen, target: storeThemeFx });
sample({ clock: storeThemeFx.doneData, target: $theme });
$hasOwnChoice.on([storeThemeFx.done, storedThemeFound], () => true);

sample({ clock: themeCapabilityRequested, target: fetchCapabilityFx });
sample({ clock: fetchCapabilityFx.doneData, fn: ({ themeEnabled }) => themeEnabled, target: $themeEnabled });
sample({
  clock: fetchCapabilityFx.doneData,
  source: { theme: $theme, own: $hasOwnChoice },
  filter: ({ own }, { themeEnabled }) => themeEnabled && !own,
  fn: ({ theme }, capability) => acceptedTheme(capability.theme, theme),
  target: $theme,
});
