import { RTL_LANGUAGES } from './i18n-config';

export type TextDirection = 'ltr' | 'rtl';

export function directionOf(language: string): TextDirection {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.includes(base) ? 'rtl' : 'ltr';
}
