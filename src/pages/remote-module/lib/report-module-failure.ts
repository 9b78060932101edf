import { MODULE_FAILURE_EVENT } from '../config/module-host-config';

export interface ModuleFailure {
  moduleId: string;
  entry: string;
  error: unknown;
}

/**
 * Hands a module's failure to the shell's error reporting: the console, and MODULE_FAILURE_EVENT on `window`, which
 * the telemetry listens to (one hook, so that the module host does not depend on how reports are sent).
 */
export function reportModuleFailure(failure: ModuleFailure): void {
  console.error(`[modules] The module "${failure.moduleId}" (${failure.entry}) failed.`, failure.error);
  window.dispatchEvent(new CustomEvent<ModuleFailure>(MODULE_FAILURE_EVENT, { detail: failure }));
}
