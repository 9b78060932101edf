import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestHost } from '@trellis/module-sdk/testing';
import { afterEach, expect, it } from 'vitest';

import { mount } from './entry';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  document.body.replaceChildren();
});

async function mounted(host: ReturnType<typeof createTestHost>) {
  const container = document.body.appendChild(document.createElement('div'));
  unmount = await mount(container, host);
  return container;
}

const api = { '/api/access/v1/tenants/current': { name: 'Acme Corp' } };

it('greets the user and names the tenant the platform API gives', async () => {
  const host = createTestHost({ api });
  await mounted(host);
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Admin' })).toBeTruthy();
  expect(await screen.findByText('Your tenant: Acme Corp')).toBeTruthy();
  expect(host.calls.fetch.map((call) => call.path)).toEqual(['/api/access/v1/tenants/current']);
});

it('follows the user to Arabic, right to left', async () => {
  const host = createTestHost({ api });
  await mounted(host);
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Admin' });
  await host.setLanguage('ar');
  const heading = await screen.findByRole('heading', { level: 1, name: 'مرحبًا، Ada Admin' });
  expect(heading.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
});

it('asks the shell for a toast and for another page', async () => {
  const host = createTestHost({ api });
  await mounted(host);
  fireEvent.click(await screen.findByRole('button', { name: 'Mark as done' }));
  fireEvent.click(screen.getByRole('button', { name: 'Open preferences' }));
  expect(host.calls.toast).toEqual([{ message: 'Onboarding marked as done.', severity: 'success' }]);
  expect(host.calls.navigate.map((call) => call.path)).toEqual(['/preferences']);
});

it('leaves nothing behind when the shell unmounts it', async () => {
  const host = createTestHost({ api });
  const container = await mounted(host);
  await screen.findByRole('heading', { level: 1 });
  unmount?.();
  unmount = undefined;
  await waitFor(() => expect(container.childElementCount).toBe(0));
  expect(host.listenerCount).toBe(0);
});
