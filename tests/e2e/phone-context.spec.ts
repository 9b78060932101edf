import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { startSignedIn } from './support/stored-session';

// Issue 41, items 1 and 2: on a phone the header's switchers are icons only, so the navigation drawer says in words
// which tenant, organisation and role the user acts in, with the switchers beside; the drawer has a title and a close
// button.
const PHONES = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
];

const TEXTS = {
  en: {
    openNavigation: 'Open the navigation',
    drawer: 'Navigation',
    close: 'Close the navigation',
    context: 'You are working in',
    tenant: 'Tenant',
    organization: 'Organisation',
    role: 'Role',
    home: 'Home',
    switchTenant: 'Switch tenant',
    switchContext: 'Switch organisation or role',
    switchAccounts: 'Switch accounts',
    continue: 'Continue',
  },
  ar: {
    openNavigation: 'فتح قائمة التنقل',
    drawer: 'التنقل',
    close: 'إغلاق التنقل',
    context: 'أنت تعمل في',
    tenant: 'المستأجر',
    organization: 'المؤسسة',
    role: 'الدور',
    home: 'الرئيسية',
    switchTenant: 'تبديل المستأجر',
    switchContext: 'تبديل المؤسسة أو الدور',
    switchAccounts: 'تبديل الحسابات',
    continue: 'متابعة',
  },
};

/** The open drawer hides the page behind it, the menu button too, from assistive technology. */
const menuButton = (page: Page, name: string) => page.getByRole('button', { name, includeHidden: true });

/** The value the drawer's summary gives beside `label` (a term and its definition). */
const factOf = (page: Page, drawerName: string, label: string) =>
  page
    .getByRole('dialog', { name: drawerName })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

for (const [language, text] of Object.entries(TEXTS)) {
  for (const phone of PHONES) {
    test(`at ${phone.width} px (${language}) the drawer says whom the user acts as, switches there, and closes with its button`, async ({
      page,
    }) => {
      await page.addInitScript(
        (chosen) => localStorage.setItem('TrellisLanguageSelected', JSON.stringify(chosen)),
        language,
      );
      await page.setViewportSize(phone);
      await startSignedIn(page, 'admin@acme.test');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // The header keeps its icons.
      await expect(
        page
          .getByRole('banner')
          .getByRole('button', { name: /Acme Corp/ })
          .first(),
      ).toBeVisible({
        timeout: 15_000,
      });

      await menuButton(page, text.openNavigation).click();
      const drawer = page.getByRole('dialog', { name: text.drawer });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('heading', { name: text.drawer, level: 2 })).toBeVisible();
      // The focus goes to the open page's link, as before the drawer had a title.
      await expect(drawer.getByRole('link', { name: text.home })).toBeFocused();
      const summary = drawer.getByRole('region', { name: text.context });
      await expect(summary).toBeVisible();
      await expect(factOf(page, text.drawer, text.tenant)).toHaveText('Acme Corp');
      await expect(factOf(page, text.drawer, text.organization)).toContainText('Acme Corp');
      await expect(factOf(page, text.drawer, text.role)).toHaveText('Site Admin');
      await expect(summary).toBeInViewport({ ratio: 1 });
      await expectNoAxeViolations(page);

      await drawer.getByRole('button', { name: text.close }).click();
      await expect(drawer).toBeHidden();
      await expect(menuButton(page, text.openNavigation)).toBeFocused();

      // The organisation and role menu opens from the drawer, inside it.
      await menuButton(page, text.openNavigation).click();
      await drawer.getByRole('button', { name: text.switchContext }).click();
      await expect(drawer.getByRole('menuitemradio', { name: 'Privacy Officer' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer.getByRole('menu')).toBeHidden();
      await expect(drawer).toBeVisible();

      await drawer.getByRole('button', { name: text.switchTenant }).click();
      await drawer.getByRole('menuitem', { name: 'Globex' }).click();
      // The drawer gives way to the save-work prompt.
      await expect(drawer).toBeHidden();
      const prompt = page.getByRole('dialog', { name: text.switchAccounts });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: text.continue }).click();
      await expect(prompt).toBeHidden();
      await expect(
        page
          .getByRole('banner')
          .getByRole('button', { name: /Globex/ })
          .first(),
      ).toBeVisible();
      await menuButton(page, text.openNavigation).click();
      await expect(factOf(page, text.drawer, text.tenant)).toHaveText('Globex');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });
  }
}
