import { moduleContext as context } from '@test-support/module-context';
import type { ModuleHost, MountModule } from '@trellis/module-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MODULE_LOAD_TIMEOUT_MS } from '../config/module-host-config';
import { loadModuleEntry } from './load-module-entry';
import { createModuleContextStore } from './module-context-store';
import { runModule } from './run-module';

vi.mock('./load-module-entry', async (actual) => ({
  ...(await actual<typeof import('./load-module-entry')>()),
  loadModuleEntry: vi.fn(),
}));

const sessionEndingHandlers = new Set<unknown>();
const onSessionEnding = (handler: unknown) => {
  sessionEndingHandlers.add(handler);
  return () => sessionEndingHandlers.delete(handler);
};

function start(mount: MountModule) {
  vi.mocked(loadModuleEntry).mockResolvedValue({ mount });
  const store = createModuleContextStore(context);
  const container = { replaceChildren: vi.fn() } as unknown as HTMLElement;
  const outcome = { mounted: vi.fn(), failed: vi.fn(), unmountFailed: vi.fn() };
  const run = runModule({
    entry: 'https://modules.test/x/entry.js',
    integrity: undefined,
    attempt: 0,
    container,
    context: store,
    services: { onSessionEnding } as never,
    prepare: async () => undefined,
    onMounted: outcome.mounted,
    onFailed: outcome.failed,
    onUnmountFailed: outcome.unmountFailed,
  });
  return { run, store, container, ...outcome };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a hosted module run', () => {
  it('mounts the module; leaving it unmounts it and ends its subscriptions to the shell', async () => {
    const unmount = vi.fn();
    let host: ModuleHost | undefined;
    const { run, store, mounted, failed } = start((_container, given) => {
      host = given;
      given.subscribe(() => undefined);
      return unmount;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(host?.user.name).toBe('Ada');
    expect(store.listenerCount).toBe(1);
    run.stop();
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(store.listenerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(MODULE_LOAD_TIMEOUT_MS);
    expect(failed).not.toHaveBeenCalled();
  });

  it("gives the module its context's current values, and ends its session-ending handlers when it is left", async () => {
    let host: ModuleHost | undefined;
    const { run, store } = start((_container, given) => {
      host = given;
      given.onSessionEnding(() => undefined);
      given.onSessionEnding(() => undefined)();
      return () => undefined;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionEndingHandlers.size).toBe(1);
    store.set({ ...context, location: { pathname: '/items/2', search: '?tab=a', hash: '' } });
    expect(host?.location).toEqual({ pathname: '/items/2', search: '?tab=a', hash: '' });
    expect(host?.permissions).toEqual(context.permissions);
    expect(Object.keys(host ?? {})).toEqual(expect.arrayContaining(['location', 'formats', 'organizationGroup']));
    run.stop();
    expect(sessionEndingHandlers.size).toBe(0);
  });

  it('tells a throw in mount as a failure', async () => {
    const error = new Error('mount broke');
    const { failed } = start(() => {
      throw error;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toHaveBeenCalledWith(error);
  });

  it('gives up a module that has not mounted in MODULE_LOAD_TIMEOUT_MS, and unmounts it if it mounts later', async () => {
    const unmount = vi.fn();
    let finishMount: (value: () => void) => void = () => undefined;
    const { failed } = start(() => new Promise((resolve) => (finishMount = resolve)));
    await vi.advanceTimersByTimeAsync(MODULE_LOAD_TIMEOUT_MS - 1);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledTimes(1);
    finishMount(unmount);
    await vi.advanceTimersByTimeAsync(0);
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('unmounts a module that reports an error after it mounted, and tells it once', async () => {
    const unmount = vi.fn();
    let host: ModuleHost | undefined;
    const { failed, container } = start((_container, given) => {
      host = given;
      return unmount;
    });
    await vi.advanceTimersByTimeAsync(0);
    host?.reportError(new Error('render broke'));
    host?.reportError(new Error('and again'));
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(container.replaceChildren).toHaveBeenCalled();
  });
});
