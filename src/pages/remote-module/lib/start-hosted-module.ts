import type { i18n as I18n } from 'i18next';

import { MODULE_ACTIVITY_EVENT, type ModuleManifestEntry } from '@/shared/config';
import { shareLibraries } from '@/shared/lib/module-hosting';

import type { ShellStyleStore } from '../ui/shell-providers';
import type { ModuleContextStore } from './module-context-store';
import { runFramedModule } from './run-framed-module';
import { type HostServices, runModule } from './run-module';
import { themeTokensOf } from './theme-tokens';

export interface HostedModuleStart {
  module: ModuleManifestEntry;
  title: string;
  attempt: number;
  container: HTMLElement;
  stores: { context: ModuleContextStore; styles: ShellStyleStore };
  services: HostServices;
  i18n: I18n;
  onMounted: () => void;
  onFailed: (error: unknown) => void;
  /** Told, not shown: the module's unmount failing as it was left, or a framed module's refused request. */
  report: (error: unknown) => void;
}

/** Texts or styles of the shell changed: a framed module gets them again. */
function onStylesOrTexts({ module, stores, i18n }: HostedModuleStart, send: () => void) {
  const stopStyles = stores.styles.subscribe(send);
  const onAdded = (_language: string, namespace: string) => namespace === module.id && send();
  i18n.store.on('added', onAdded);
  return () => {
    stopStyles();
    i18n.store.off('added', onAdded);
  };
}

/** Runs a hosted module in page, or in its frame behind the bridge when its entry says `isolation: "frame"`. */
export function startHostedModule(start: HostedModuleStart): { stop: () => void; fail: (error: unknown) => void } {
  const { module, stores, services, i18n } = start;
  if (module.isolation !== 'frame')
    return runModule({
      entry: module.entry,
      integrity: module.integrity,
      attempt: start.attempt,
      container: start.container,
      context: stores.context,
      services,
      prepare: shareLibraries,
      onMounted: start.onMounted,
      onFailed: start.onFailed,
      onUnmountFailed: start.report,
    });
  return runFramedModule({
    entry: module.entry,
    title: start.title,
    allow: module.allow ?? [],
    attempt: start.attempt,
    container: start.container,
    moduleId: module.id,
    api: module.api ?? [],
    context: stores.context,
    services,
    textsOf: (language) => (i18n.getResourceBundle(language, module.id) as Record<string, string> | undefined) ?? {},
    themeTokens: () => themeTokensOf(stores.styles.get().theme),
    onStylesOrTexts: (send) => onStylesOrTexts(start, send),
    onRefused: start.report,
    onActivity: () => window.dispatchEvent(new Event(MODULE_ACTIVITY_EVENT)),
    onMounted: start.onMounted,
    onFailed: start.onFailed,
  });
}
