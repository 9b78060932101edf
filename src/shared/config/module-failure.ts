/** The event every hosted module's failure is announced with on `window`; the shell's error reporting sends it on. */
export const MODULE_FAILURE_EVENT = 'trellis:module-failure';

/** A hosted module's failure: which module, its entry, and what went wrong. */
export interface ModuleFailure {
  moduleId: string;
  entry: string;
  error: unknown;
}
