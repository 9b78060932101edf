import { MODULE_FAILURE_EVENT, type ModuleFailure } from '@/shared/config';

export type { ModuleFailure };

/**
 * Hands a module's failure to the shell's error reporting: the console, and MODULE_FAILURE_EVENT on `window`, which
 * the shell's error reporting sends to the telemetry endpoint (app/telemetry), and a page's own scripts may hear.
 */
export function reportModuleFailure(failure: ModuleFailure): void {
  console.error(`[modules] The module "${failure.moduleId}" (${failure.entry}) failed.`, failure.error);
  window.dispatchEvent(new CustomEvent<ModuleFailure>(MODULE_FAILURE_EVENT, { detail: failure }));
}
