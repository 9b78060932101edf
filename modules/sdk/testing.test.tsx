import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ModuleContextChange } from '@trellis/module-sdk';
import { createTestHost } from '@trellis/module-sdk/testing';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

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
