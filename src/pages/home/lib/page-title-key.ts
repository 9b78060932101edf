import { moduleOfPath } from '@/shared/config';

/**
 * The translation key of the title of the module a visited address belongs to (the deepest module whose path it is
 * in), or null when no module hosts it any more.
 */
export function pageTitleKeyOf(url: string): string | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return moduleOfPath(pathname)?.titleKey ?? null;
}
