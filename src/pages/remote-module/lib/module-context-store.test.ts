import { moduleContext as context } from '@test-support/module-context';
import { describe, expect, it, vi } from 'vitest';

import { createModuleContextStore } from './module-context-store';

describe("the hosted modules' context", () => {
  it.each([
    [{ ...context, language: 'ar', direction: 'rtl' as const }, 'language'],
    [{ ...context, theme: 'dark' as const }, 'theme'],
    [{ ...context, tenant: { guid: 't2', name: 'Globex' } }, 'context'],
    [{ ...context, role: { id: 'Auditor', name: 'Auditor' } }, 'context'],
    [{ ...context, permissions: ['Login'] }, 'permissions'],
    [{ ...context, formats: { date: 'dd.MM.yyyy', time: null } }, 'formats'],
    [{ ...context, location: { pathname: '/items/2', search: '', hash: '' } }, 'location'],
  ])('tells its listeners what changed', (next, change) => {
    const store = createModuleContextStore(context);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(next);
    expect(listener).toHaveBeenCalledWith(next, change);
  });

  it('tells each kind of change once when several come together', () => {
    const store = createModuleContextStore(context);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({
      ...context,
      language: 'ar',
      direction: 'rtl',
      location: { pathname: '/items/2', search: '', hash: '' },
    });
    expect(listener.mock.calls.map(([, change]) => change)).toEqual(['language', 'location']);
  });

  it('tells nobody when nothing changed, and nobody who stopped listening', () => {
    const store = createModuleContextStore(context);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set({ ...context, user: { ...context.user }, permissions: [...context.permissions] });
    stop();
    store.set({ ...context, theme: 'dark' });
    expect(listener).not.toHaveBeenCalled();
    expect(store.listenerCount).toBe(0);
  });
});
