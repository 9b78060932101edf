import type { BrowserContext, Locator, Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { plant } from './support/planted-answers';
import { startSignedIn } from './support/stored-session';
import { injectFault } from './support/test-server';

// Issue 41, item 4: the maintenance window's start and end say their time zone, and the banner counts down to the
// start once it is less than an hour away. India has no daylight saving time: its offset is the same all year.
test.use({ startupDialogs: true, timezoneId: 'Asia/Kolkata' });

const MINUTE = 60_000;
const ZONE = 'UTC+05:30';

/** A time as the shell shows it by default (MM/DD/YYYY hh:mm A), in India. */
function indianTime(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** Only the maintenance announcement of the startup dialogs, for this context, with the window given. */
async function announceMaintenance(context: BrowserContext, baseURL: string, start: number, end: number) {
  await plant(context, baseURL, '/api/alert/v1/alerts/maintenance/immediate', {
    alertScheduleId: 'planted-maintenance',
    maintenanceScheduleAttributes: {
      MaintenanceStartTime: new Date(start).toISOString(),
      MaintenanceEndTime: new Date(end).toISOString(),
    },
  });
  for (const path of ['/api/benchmarking/v1/notification/HOME_PAGE', '/api/access/v1/tool-settings/user-preferences']) {
    await injectFault(context, baseURL, { method: 'GET', path, status: 503 });
  }
}

/** The text a screen shows, without the marks that keep a time whole in a right-to-left sentence. */
const shownText = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/[\u2068\u2069]/g, '');

const notices = (page: Page) => page.getByRole('region', { name: /^(Notices|إشعارات)$/ });

test('the maintenance dialog says the time zone, and the banner counts down once the start is less than an hour away', async ({
  page,
  context,
  baseURL,
}) => {
  // The page's clock starts at the real time: the server dates its tokens by it.
  const now = Math.ceil(Date.now() / 1000) * 1000;
  const start = now + 61 * MINUTE + 30_000;
  const end = start + 120 * MINUTE;
  await announceMaintenance(context, baseURL!, start, end);
  await page.clock.install({ time: now });
  await startSignedIn(page, 'admin@acme.test');

  const dialog = page.getByRole('dialog', { name: 'Scheduled maintenance' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.locator('time').first()).toHaveText(`${indianTime(start)} ${ZONE}`);
  await expect(dialog.locator('time').last()).toHaveText(`${indianTime(end)} ${ZONE}`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();

  // Exactly an hour before: no countdown yet.
  await page.clock.pauseAt(start - 60 * MINUTE);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(/Scheduled maintenance starts in/)).toHaveCount(0);

  await page.clock.runFor(1000);
  const countdown = notices(page).getByRole('note');
  await expect
    .poll(() => shownText(countdown))
    .toBe(
      `Scheduled maintenance starts in 59:59: from ${indianTime(start)} ${ZONE} to ${indianTime(end)} ${ZONE}. ` +
        'Please save your work.',
    );
  await page.clock.runFor(7_000);
  await expect.poll(() => shownText(countdown)).toMatch(/^Scheduled maintenance starts in 59:52: /);
  // A minute more, and no further: the server dates its tokens by the real clock.
  await page.clock.runFor(MINUTE);
  await expect.poll(() => shownText(countdown)).toMatch(/^Scheduled maintenance starts in 58:52: /);
  // axe waits on timers of its own.
  await page.clock.resume();
  await expectNoAxeViolations(page);
});

test('in Arabic, right to left, the banner says until when the maintenance under way lasts, with its time zone', async ({
  page,
  context,
  baseURL,
}) => {
  const now = Date.now();
  const start = now - 5 * MINUTE;
  const end = now + 90 * MINUTE;
  await announceMaintenance(context, baseURL!, start, end);
  // analyst@acme.test reads Arabic but may not see maintenance: admin@acme.test in Arabic.
  await page.addInitScript(() => localStorage.setItem('TrellisLanguageSelected', JSON.stringify('ar')));
  await startSignedIn(page, 'admin@acme.test');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const dialog = page.getByRole('dialog', { name: 'صيانة مجدولة' });
  await expect(dialog.locator('time').last()).toHaveText(`${indianTime(end)} ${ZONE}`, { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'متابعة' }).click();
  await expect(dialog).toBeHidden();

  const notice = notices(page).getByRole('note');
  await expect.poll(() => shownText(notice)).toBe(`الصيانة المجدولة جارية حتى ${indianTime(end)} ${ZONE}.`);
  await expectNoAxeViolations(page);
});
