import { mswServer } from '@test-support/msw-server';
import { renderWithProviders } from '@test-support/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { createWatch, fork, type Scope } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { $auth, logOutRequested } from '@/entities/session';

import enSession from '../../../server/seed/translations/en-us/session.json';
import enShell from '../../../server/seed/translations/en-us/shell.json';
import { RouteErrorScreen } from './route-error-screen';

function PageThatThrows(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'secret')");
}

async function renderFailingRoute(scope: Scope) {
  const router = createMemoryRouter([{ path: '/', Component: PageThatThrows, errorElement: <RouteErrorScreen /> }]);
  await renderWithProviders(
    <EffectorProvider value={scope}>
      <RouterProvider router={router} />
    </EffectorProvider>,
  );
}

beforeEach(() => {
  mswServer.use(
    http.get('*/api/globalization/v1/translations/:lang', () =>
      HttpResponse.json({ translations: { ...enShell, ...enSession } }),
    ),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the error screen of a route', () => {
  it('says what happened in words, never the error, in a main landmark', async () => {
    await renderFailingRoute(fork());
    expect(await screen.findByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('This page could not be shown.');
    expect(document.body).not.toHaveTextContent(/secret|TypeError|Unexpected Application Error/);
  });

  it('offers Log out only to a signed-in user, and logs off through the session model', async () => {
    const scope = fork({
      values: [[$auth, { tenantGuid: 't', orgGroupGuid: 'g', access_token: 'a', refresh_token: 'r' }]],
    });
    const logOut = vi.fn();
    createWatch({ unit: logOutRequested, scope, fn: logOut });
    await renderFailingRoute(scope);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(logOut).toHaveBeenCalledOnce();
  });

  it('has no Log out before sign-in', async () => {
    await renderFailingRoute(fork());
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await renderFailingRoute(fork());
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
