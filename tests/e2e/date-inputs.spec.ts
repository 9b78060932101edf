import type { Page } from '@playwright/test';
import { format, subDays } from 'date-fns';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell } from './support/session';
import { startSignedIn } from './support/stored-session';

async function visitPagesThenHome(page: Page, email: string) {
  await startSignedIn(page, email);
  await expect(page).toHaveURL(/\/mfe-host$/);
  await page.goto('/organization');
  await expect(page).toHaveURL(/\/(organization|mfe-host)$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/mfe-host');
}

const box = (page: Page, name: string) => page.getByRole('textbox', { name });

test('the recently-visited list filters by a date range typed in the user format', async ({ page }) => {
  await visitPagesThenHome(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  const visits = page.getByRole('main').getByRole('list').filter({ hasText: 'Organisation' });
  await expect(visits).toBeVisible();

  const from = box(page, 'Visited from');
  await from.fill('01/02/65');
  await from.blur();
  await expect(from).toHaveValue('01/02/2065');
  await expect(page.getByText('The start date must not be after the end date.')).toHaveCount(0);

  const until = box(page, 'Visited until');
  await until.focus();
  await until.blur();
  await expect(page.getByText('Enter a date.')).toBeVisible();
  await until.fill(format(new Date(), 'MM/dd/yyyy'));
  await until.blur();
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
  await expectNoAxeViolations(page);

  await from.fill(format(subDays(new Date(), 7), 'MM/dd/yyyy'));
  await from.blur();
  await expect(visits).toBeVisible();
  await until.fill(format(subDays(new Date(), 1), 'MM/dd/yyyy'));
  await until.blur();
  await expect(page.getByText('No pages were visited in these days.')).toBeVisible();
});

test('the calendar picks a date, closes on Escape and Alt+Up, and gives the focus back', async ({ page }) => {
  await visitPagesThenHome(page, 'admin@acme.test');
  const open = page.getByRole('button', { name: 'Choose Visited until from a calendar' });
  await open.click();
  const calendar = page.getByRole('dialog', { name: 'Choose Visited until from a calendar' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('aria-label', 'Sunday');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(calendar).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await calendar.getByRole('gridcell', { name: '1', exact: true }).first().click();
  await expect(calendar).toBeHidden();
  await expect(box(page, 'Visited until')).toHaveValue(/^\d{2}\/01\/\d{4}$/);

  await open.click();
  await calendar.getByRole('button', { name: 'Calendar view is open, switch to year view' }).click();
  await expect(calendar.getByRole('radio')).toHaveCount(15);
  await calendar.getByRole('button', { name: 'Next 15 years' }).click();
  await expect(calendar.getByRole('radio').first()).toHaveText(/^20[3-9]\d$/);
  await expectNoAxeViolations(page);
});

test('the date inputs and their calendar are right to left and accessible in Arabic', async ({ page }) => {
  await visitPagesThenHome(page, 'analyst@acme.test');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const from = box(page, 'تمت الزيارة من');
  await from.fill('13/45/2026');
  await from.blur();
  await expect(page.getByText('أدخل تاريخًا بالصيغة MM/DD/YYYY أو YYYY-MM-DD.')).toBeVisible();
  await expect(from).toHaveValue('13/45/2026');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'اختر تمت الزيارة من من التقويم' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
