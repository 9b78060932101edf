import { RTL_LANGUAGES } from './i18n-config';

export type TextDirection = 'ltr' | 'rtl';
/** A language's direction as the platform declares it (the global state's `Direction`). */
export type DeclaredDirection = TextDirection | 'auto';

/**
 * The direction a language is written in: the one the platform declares, or, when it declares `auto` (or nothing),
 * right to left for the right-to-left languages (section 1).
 */
export function directionOf(language: string, declared: DeclaredDirection = 'auto'): TextDirection {
  if (declared !== 'auto') return declared;
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.includes(base) ? 'rtl' : 'ltr';
}
