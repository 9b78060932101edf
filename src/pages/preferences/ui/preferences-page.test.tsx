import { mswServer } from '@test-support/msw-server';
import { renderWithProviders } from '@test-support/render-with-providers';
import { sessionScope, signedInAuth } from '@test-support/session-scope';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { ToastProvider } from '@/shared/ui';

import enPreferences from '../../../../server/seed/translations/en-us/preferences.json';
import { PreferencesPage } from './preferences-page';

interface Server {
  permissions?: Record<string, boolean>;
  user?: { key: string; value: string }[];
  organization?: Record<string, unknown>;
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The reads and writes of the page, over MSW; what the page sends is recorded. */
function serve({ permissions = {}, user = [], organization = {} }: Server) {
  const sent: Sent[] = [];
  const record = async (request: Request) =>
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
  mswServer.use(
    http.get('*/api/globalization/v1/translations/:lang', () => HttpResponse.json({ translations: enPreferences })),
    http.get('*/api/global-state/v1/init', () => HttpResponse.json({ permissions })),
    http.get('*/api/globalization/v1/languages', () => HttpResponse.json([])),
    http.get('*/api/access/v1/permissions', () => HttpResponse.json(permissions)),
    http.post('*/api/globalization/v1/ui-settings/user/:guid/preferences', () => HttpResponse.json(user)),
    http.get('*/api/globalization/v1/ui-settings', ({ request }) => {
      const key = new URL(request.url).searchParams.get('key') ?? '';
      return HttpResponse.json({ key, value: organization[key] ?? '' });
    }),
    http.put('*/api/globalization/v1/ui-settings/user/:guid/preferences', async ({ request }) => {
      await record(request);
      return HttpResponse.json([]);
    }),
    http.put('*/api/globalization/v1/ui-settings', async ({ request }) => {
      await record(request);
      return HttpResponse.json([]);
    }),
  );
  return sent;
}

async function renderPage() {
  await renderWithProviders(
    <ToastProvider>
      <PreferencesPage />
    </ToastProvider>,
    { scope: sessionScope(signedInAuth()) },
  );
}

const section = (name: string) => screen.findByRole('region', { name });
const organizationSection = () => section("Organisation's default date and time formats");
const userSection = () => section('My date and time formats');

/** Saves the formats of `region` and returns the one write that makes. */
async function saveIn(region: HTMLElement, sent: Sent[]) {
  fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0];
}

/** The write that saves a date and a time format to `path`. */
const formatsPut = (path: string, dateFormat: string, timeFormat: string): Sent => ({
  method: 'PUT',
  path,
  body: [
    { key: 'dateFormat', value: dateFormat },
    { key: 'timeFormat', value: timeFormat },
  ],
});

beforeEach(() => localStorage.clear());

// A whole page of MUI selects: the first render alone can take seconds on a busy machine.
describe('the preferences page', { timeout: 20_000 }, () => {
  it("shows an unsaved date format as its default choice, and the organisation's default to the user", async () => {
    serve({ permissions: { OrganizationSettingsEdit: true }, organization: { dateFormat: 'YYYY-MM-DD' } });
    await renderPage();
    const organization = await organizationSection();
    expect(await within(organization).findByRole('combobox', { name: 'Date format' })).toHaveTextContent('YYYY-MM-DD');
    const user = await userSection();
    await waitFor(() =>
      expect(within(user).getByRole('combobox', { name: 'Date format' })).toHaveTextContent(
        "YYYY-MM-DD (your organisation's default)",
      ),
    );
    expect(within(user).getByRole('combobox', { name: 'Time format' })).toHaveTextContent('12 hours (03:07 PM)');
  });

  it("labels the product's default where the organisation has none", async () => {
    serve({ permissions: { OrganizationSettingsEdit: true } });
    await renderPage();
    const organization = await organizationSection();
    expect(await within(organization).findByRole('combobox', { name: 'Date format' })).toHaveTextContent(
      'MM/DD/YYYY (default)',
    );
  });

  it("reads the organisation's formats and saves them through the screen's hooks", async () => {
    const sent = serve({ permissions: { OrganizationSettingsEdit: true }, organization: { timeFormat: '24Hour' } });
    await renderPage();
    const organization = await organizationSection();
    expect(await within(organization).findByRole('combobox', { name: 'Time format' })).toHaveTextContent(
      '24 hours (15:07)',
    );
    expect(within(organization).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(enPreferences.PreferencesNotLoaded)).toBeNull();

    expect(await saveIn(organization, sent)).toEqual(formatsPut('/api/globalization/v1/ui-settings', '', '24Hour'));
  });

  it("saves the user's formats through the screen's hooks", async () => {
    const sent = serve({ user: [{ key: 'dateFormat', value: 'DD.MM.YYYY' }] });
    await renderPage();
    const user = await userSection();
    expect(await within(user).findByRole('combobox', { name: 'Date format' })).toHaveTextContent('DD.MM.YYYY');
    expect(await saveIn(user, sent)).toMatchObject(
      formatsPut('/api/globalization/v1/ui-settings/user/u1/preferences', 'DD.MM.YYYY', '12Hour'),
    );
  });

  it("shows the organisation's formats read-only without OrganizationSettingsEdit", async () => {
    serve({ permissions: { UserToolSetting: true }, organization: { dateFormat: 'DD/MM/YYYY' } });
    await renderPage();
    const organization = await organizationSection();
    expect(await within(organization).findByText(enPreferences.OrganizationFormatsReadOnly)).toBeVisible();
    expect(within(organization).getByRole('combobox', { name: 'Date format' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(organization).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it.each(['constructor', '__proto__', 'toString', 'DDD-MM-YYYY'])(
    'treats the stored value %s as unsaved',
    async (value) => {
      serve({
        permissions: { OrganizationSettingsEdit: true },
        user: [
          { key: 'dateFormat', value },
          { key: 'timeFormat', value },
        ],
        organization: { dateFormat: value, timeFormat: value },
      });
      await renderPage();
      const user = await userSection();
      expect(await within(user).findByRole('combobox', { name: 'Date format' })).toHaveTextContent(
        'MM/DD/YYYY (default)',
      );
      expect(within(user).getByRole('combobox', { name: 'Time format' })).toHaveTextContent('12 hours (03:07 PM)');
    },
  );
});
