import type { ModuleContext, ModuleContextChange } from '@trellis/module-sdk';

type Listener = (context: ModuleContext, change: ModuleContextChange) => void;

/** What changed between two contexts, as a module hears it: a language, a theme, or a user or tenant. */
function changeOf(before: ModuleContext, after: ModuleContext): ModuleContextChange | null {
  if (before.language !== after.language || before.direction !== after.direction) return 'language';
  if (before.theme !== after.theme) return 'theme';
  const sameUser = before.user.email === after.user.email && before.user.name === after.user.name;
  const sameTenant = before.tenant.guid === after.tenant.guid && before.tenant.name === after.tenant.name;
  return sameUser && sameTenant ? null : 'context';
}

/** The shell's context as the hosted modules see it, and who listens to its changes. */
export function createModuleContextStore(initial: ModuleContext) {
  let context = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => context,
    set(next: ModuleContext) {
      const change = changeOf(context, next);
      context = next;
      if (change) for (const listener of [...listeners]) listener(next, change);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

export type ModuleContextStore = ReturnType<typeof createModuleContextStore>;
