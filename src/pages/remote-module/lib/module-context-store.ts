import type { ModuleContext, ModuleContextChange, NamedRef } from '@trellis/module-sdk';

type Listener = (context: ModuleContext, change: ModuleContextChange) => void;

const sameRef = (a: NamedRef | null, b: NamedRef | null) => a?.id === b?.id && a?.name === b?.name;
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** What changed between two contexts, as a module hears it, each kind once, in this order. */
export function changesOf(before: ModuleContext, after: ModuleContext): ModuleContextChange[] {
  const changes: ModuleContextChange[] = [];
  if (before.language !== after.language || before.direction !== after.direction) changes.push('language');
  if (before.theme !== after.theme) changes.push('theme');
  const sameContext =
    before.user.email === after.user.email &&
    before.user.name === after.user.name &&
    before.tenant.guid === after.tenant.guid &&
    before.tenant.name === after.tenant.name &&
    sameRef(before.organizationGroup, after.organizationGroup) &&
    sameRef(before.organization, after.organization) &&
    sameRef(before.role, after.role);
  if (!sameContext) changes.push('context');
  if (!sameList(before.permissions, after.permissions)) changes.push('permissions');
  if (before.formats.date !== after.formats.date || before.formats.time !== after.formats.time) changes.push('formats');
  const [was, is] = [before.location, after.location];
  if (was.pathname !== is.pathname || was.search !== is.search || was.hash !== is.hash) changes.push('location');
  return changes;
}

/** The shell's context as the hosted modules see it, and who listens to its changes. */
export function createModuleContextStore(initial: ModuleContext) {
  let context = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => context,
    set(next: ModuleContext) {
      const changes = changesOf(context, next);
      context = next;
      for (const change of changes) for (const listener of [...listeners]) listener(next, change);
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
