import { sendEarlyReads } from '@/shared/api';
import { appUrl, ROUTES, withoutAppBase } from '@/shared/config';
import { preloadModule } from '@/shared/lib/script';
import { readStoredLanguage } from '@/shared/lib/storage';

/** The sign-in page's own files, which the build names on this script's element (scripts/early-reads-script.ts). */
const signInPageFiles = () =>
  document
    .querySelector<HTMLScriptElement>('script[data-sign-in-page]')
    ?.dataset.signInPage?.split(' ')
    .filter(Boolean) ?? [];

/**
 * index.html's first script, a module of its own (vite.config.ts puts it before the entry): on the sign-in page it asks
 * for config.json, the page's reads and the page's code while the app's entry still downloads, and the app takes their
 * answers. Every other page starts as before.
 */
if (withoutAppBase(globalThis.location.pathname) === ROUTES.signIn) {
  for (const file of signInPageFiles()) void preloadModule(file).catch(() => undefined);
  const language = readStoredLanguage();
  sendEarlyReads(
    appUrl('config.json'),
    [
      { path: '/api/globalization/v1/translations/{lang}', params: { lang: language } },
      { path: '/api/global-state/v1/no-auth-init' },
      { path: '/api/content/v1/info/version' },
      { path: '/api/branding/v1/resources/groups/login-page/auth' },
    ],
    language,
  );
}
