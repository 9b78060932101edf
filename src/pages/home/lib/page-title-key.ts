import { BUSINESS_MODULES } from '@/shared/config';

/**
 * The translation key of the title of the module a visited address belongs to (the deepest module whose path it is
 * in), or null when no module hosts it any more.
 */
export function pageTitleKeyOf(url: string): string | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const owners = BUSINESS_MODULES.filter(
    (module) => pathname === module.path || pathname.startsWith(`${module.path}/`),
  );
  const deepest = owners.reduce<(typeof owners)[number] | null>(
    (best, module) => (best && best.path.length >= module.path.length ? best : module),
    null,
  );
  return deepest?.titleKey ?? null;
}
