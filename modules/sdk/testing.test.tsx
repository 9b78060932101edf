import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ModuleContextChange, ModuleLocation } from '@trellis/module-sdk';
import { createTestHost } from '@trellis/module-sdk/testing';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

// The shell's own rules, which the test host must play alike.
import { isWithinModule, moduleLocationOf, resolveModulePath } from '../../src/pages/remote-module/lib/module-location';
import { RTL_LANGUAGES } from '../../src/shared/i18n/i18n-config';
import { directionOf } from '../../src/shared/i18n/text-direction';

describe('createTestHost', () => {
  it('answers host.fetch from the fake API, 404 otherwise, and records each call', async () => {
    const host = createTestHost({
      api: { '/api/items': [{ id: 1 }], 'POST /api/items': () => new Response(null, { status: 201 }) },
    });
    expect(await (await host.fetch('/api/items?page=2')).json()).toEqual([{ id: 1 }]);
    expect((await host.fetch('/api/items', { method: 'POST' })).status).toBe(201);
    expect((await host.fetch('/api/unknown')).status).toBe(404);
    await expect(host.fetch('https://elsewhere.test/x')).rejects.toThrow(TypeError);
    expect(host.calls.fetch.map((call) => call.path)).toEqual([
      '/api/items?page=2',
      '/api/items',
      '/api/unknown',
      'https://elsewhere.test/x',
    ]);
  });

  it('announces each change as the shell does, and forgets a listener that stopped', async () => {
    const host = createTestHost({ basePath: '/risk' });
    const heard: [ModuleContextChange, string][] = [];
    const stop = host.subscribe((context, change) => heard.push([change, JSON.stringify(context.location)]));
    await host.setLanguage('he');
    host.setTheme('dark');
    host.navigate('items/2');
    host.navigate('/risk?tab=notes', { replace: true });
    host.navigate('/preferences');
    host.setContext({ role: { id: 'r2', name: 'Auditor' }, permissions: ['ViewRisk'] });
    expect(heard.map(([change]) => change)).toEqual([
      'language',
      'theme',
      'location',
      'location',
      'context',
      'permissions',
    ]);
    expect([host.language, host.direction, host.theme, host.role?.name, host.permissions]).toEqual([
      'he',
      'rtl',
      'dark',
      'Auditor',
      ['ViewRisk'],
    ]);
    expect(host.location).toEqual({ pathname: '', search: '?tab=notes', hash: '' });
    expect(host.calls.navigate.at(-1)).toEqual({ path: '/preferences', options: undefined });
    stop();
    expect(host.listenerCount).toBe(0);
  });

  it('runs the session-ending handlers on demand, and records titles and unsaved work', async () => {
    const host = createTestHost();
    const saved = vi.fn(async () => undefined);
    const remove = host.onSessionEnding(saved);
    host.setTitle('Item 2');
    host.setUnsaved(true);
    await host.endSession('idle');
    remove();
    await host.endSession();
    expect(saved.mock.calls).toEqual([['idle']]);
    expect([host.title, host.unsaved, host.sessionEndingHandlerCount]).toEqual(['Item 2', true, 0]);
  });

  it('gives a React tree its i18next and an MUI theme that follows direction and mode', async () => {
    const host = createTestHost();
    host.i18n.addResourceBundle('en-us', 'risk', { hello: 'Hello' });
    host.i18n.addResourceBundle('ar', 'risk', { hello: 'مرحبًا' });
    function Probe() {
      const { t } = useTranslation('risk');
      const theme = useTheme();
      return <p>{`${t('hello')} ${theme.direction} ${theme.palette.mode}`}</p>;
    }
    const { ShellProviders } = host;
    render(
      <ShellProviders>
        <Probe />
      </ShellProviders>,
    );
    expect(screen.getByText('Hello ltr light')).toBeTruthy();
    await host.setLanguage('ar');
    host.setTheme('dark');
    expect(await screen.findByText('مرحبًا rtl dark')).toBeTruthy();
  });
});

describe('createTestHost, as the shell hosts a module', () => {
  const BASE_PATH = '/register';
  type Outcome = ModuleLocation | 'leaves the module' | 'refused';

  /** What the shell does with `host.navigate(path)` (remote-module-page.tsx): where it goes, as the module sees it. */
  function inTheShell(path: string): Outcome {
    let target: URL;
    try {
      target = new URL(resolveModulePath(BASE_PATH, path), 'https://shell.test');
    } catch {
      return 'refused';
    }
    return isWithinModule(BASE_PATH, target.pathname) ? moduleLocationOf(BASE_PATH, target) : 'leaves the module';
  }

  function inTheTestHost(path: string): Outcome {
    const host = createTestHost({ basePath: BASE_PATH, location: '/before' });
    try {
      host.navigate(path);
    } catch {
      return 'refused';
    }
    return host.location.pathname === '/before' ? 'leaves the module' : host.location;
  }

  it.each([
    'items/2',
    './items/2?tab=notes#a',
    '/register/items/2',
    '/register',
    '/register/',
    '',
    '?tab=notes',
    '#top',
    '../preferences',
    'items/../../preferences',
    '/preferences',
    '/registered',
    'https://elsewhere.test/register/items',
    '//elsewhere.test/register',
  ])('navigates to %j as the shell does', (path) => {
    expect(inTheTestHost(path)).toEqual(inTheShell(path));
  });

  it.each(RTL_LANGUAGES.map((language) => [language]))('gives %s the direction the shell gives', async (language) => {
    const host = createTestHost({ language });
    expect(host.direction).toBe(directionOf(language));
    await host.setLanguage('en-us');
    await host.setLanguage(`${language}-x`);
    expect(host.direction).toBe(directionOf(language));
  });
});
