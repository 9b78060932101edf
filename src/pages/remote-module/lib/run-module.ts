import type { ModuleContext, ModuleHost } from '@trellis/module-sdk';

import { MODULE_LOAD_TIMEOUT_MS } from '../config/module-host-config';
import { entryAddress, loadModuleEntry, ModuleEntryError } from './load-module-entry';
import type { ModuleContextStore } from './module-context-store';

/** What the host gives a module besides its context (the shell's fetch, navigation, titles, toasts, providers). */
export type HostServices = Pick<
  ModuleHost,
  | 'apiVersion'
  | 'sharedLibraries'
  | 'basePath'
  | 'fetch'
  | 'navigate'
  | 'toast'
  | 'setTitle'
  | 'setUnsaved'
  | 'onSessionEnding'
  | 'i18n'
  | 'ShellProviders'
>;

export interface ModuleRunOptions {
  entry: string;
  integrity: string | undefined;
  attempt: number;
  container: HTMLElement;
  context: ModuleContextStore;
  services: HostServices;
  onMounted: () => void;
  onFailed: (error: unknown) => void;
  /** The module's own unmount threw as it was left. */
  onUnmountFailed: (error: unknown) => void;
  /** Before the module's code runs: the shared libraries are put on the page. */
  prepare: () => Promise<void>;
}

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

/** Ends a module's hold on the shell (a subscription, a session-ending handler) when it is left, or when it asks. */
function tracked(stop: () => void, holds: Set<() => void>): () => void {
  holds.add(stop);
  return () => {
    stop();
    holds.delete(stop);
  };
}

/**
 * The host object a module gets: its context read at each access; its subscriptions and session-ending handlers ended
 * when it is left.
 */
function hostFor(options: ModuleRunOptions, fail: (error: unknown) => void, holds: Set<() => void>): ModuleHost {
  const { context, services } = options;
  const host = {
    ...services,
    subscribe: (listener: Parameters<ModuleHost['subscribe']>[0]) => tracked(context.subscribe(listener), holds),
    onSessionEnding: (handler: Parameters<ModuleHost['onSessionEnding']>[0]) =>
      tracked(services.onSessionEnding(handler), holds),
    reportError: fail,
  };
  for (const key of CONTEXT_KEYS) {
    Object.defineProperty(host, key, { enumerable: true, get: () => context.get()[key] });
  }
  return host as ModuleHost;
}

/**
 * Loads a module's entry and mounts it in `container`, within MODULE_LOAD_TIMEOUT_MS; a failure at any step, or one
 * the module reports later, unmounts it and is told once. `stop` (the module is left) unmounts it and ends its
 * subscriptions and session-ending handlers.
 */
export function runModule(options: ModuleRunOptions): { stop: () => void; fail: (error: unknown) => void } {
  const holds = new Set<() => void>();
  let unmount: (() => void) | null = null;
  let over = false;
  const end = () => {
    over = true;
    clearTimeout(timeout);
    holds.forEach((stop) => stop());
    holds.clear();
    const leaving = unmount;
    unmount = null;
    try {
      leaving?.();
    } finally {
      options.container.replaceChildren();
    }
  };
  const fail = (error: unknown) => {
    if (over) return;
    try {
      end();
    } catch {
      // The module failed already; its unmount failing too adds nothing to tell.
    }
    options.onFailed(error);
  };
  const timeout = setTimeout(
    () => fail(new ModuleEntryError(`The module did not mount within ${MODULE_LOAD_TIMEOUT_MS} ms.`)),
    MODULE_LOAD_TIMEOUT_MS,
  );
  const host = hostFor(options, fail, holds);
  void (async () => {
    const address = entryAddress(options.entry, options.attempt);
    const { mount } = await loadModuleEntry(address, options.integrity, options.prepare());
    if (over) return;
    const unmountModule = await mount(options.container, host);
    if (typeof unmountModule !== 'function') throw new ModuleEntryError('mount() returned no unmount function.');
    if (over) return unmountModule();
    unmount = unmountModule;
    clearTimeout(timeout);
    options.onMounted();
  })().catch(fail);
  return {
    fail,
    stop() {
      try {
        end();
      } catch (error) {
        options.onUnmountFailed(error);
      }
    },
  };
}
