import type { ModuleContext } from './index.ts';

const CONTEXT_KEYS = [
  'user',
  'tenant',
  'organizationGroup',
  'organization',
  'role',
  'permissions',
  'formats',
  'language',
  'direction',
  'theme',
  'location',
] as const satisfies readonly (keyof ModuleContext)[];

/** `host` with a getter for each member of the context, reading the latest context at each access. */
export function withContextGetters<Host extends object>(host: Host, read: () => ModuleContext): Host & ModuleContext {
  for (const key of CONTEXT_KEYS) Object.defineProperty(host, key, { enumerable: true, get: () => read()[key] });
  return host as Host & ModuleContext;
}
