import { PRODUCT_NAME } from './product';

/**
 * `?module-override=<id>=<entry URL>` points the module `<id>` at a local build for the rest of the tab's session;
 * `?module-override=<id>=` ends that one, `?module-override=` all of them. Only with config.json's
 * `modules.allowOverrides` (docs/modules.md), and only to a local address.
 */
export const MODULE_OVERRIDE_PARAM = 'module-override';

// The product's prefix: a logout clears it with the rest of the session (section 3).
const STORAGE_NAME = `${PRODUCT_NAME}ModuleOverrides`;

/** An override points at the developer's own machine only (the policy admits these origins in that mode only). */
export function isLocalEntry(address: string): boolean {
  try {
    const url = new URL(address);
    return ['http:', 'https:'].includes(url.protocol) && ['localhost', '127.0.0.1'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** The overrides of this tab: module id → local entry URL. */
export function readModuleOverrides(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_NAME) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function storeModuleOverrides(overrides: Record<string, string>): void {
  try {
    if (Object.keys(overrides).length) sessionStorage.setItem(STORAGE_NAME, JSON.stringify(overrides));
    else sessionStorage.removeItem(STORAGE_NAME);
  } catch {
    // Storage that cannot be written keeps no override: the manifest's entries hold.
  }
}

export const clearModuleOverrides = () => storeModuleOverrides({});

/** The overrides after the parameter's values (`id=url`, `id=`, or empty for all). */
export function withOverrideParams(overrides: Record<string, string>, values: readonly string[]) {
  let next = { ...overrides };
  for (const value of values) {
    const split = value.indexOf('=');
    const id = split < 0 ? value : value.slice(0, split);
    const entry = split < 0 ? '' : value.slice(split + 1);
    if (!id) next = {};
    else if (!entry) delete next[id];
    else if (isLocalEntry(entry)) next[id] = entry;
  }
  return next;
}

/**
 * Takes `?module-override=…` out of the address (as the page starts) into the tab's session storage, so that the
 * override holds on every page of the tab and the address stays clean.
 */
export function captureModuleOverrides(): void {
  const url = new URL(window.location.href);
  const values = url.searchParams.getAll(MODULE_OVERRIDE_PARAM);
  if (!values.length) return;
  storeModuleOverrides(withOverrideParams(readModuleOverrides(), values));
  url.searchParams.delete(MODULE_OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', url);
}
