import { sendEarlyReads } from '@/shared/api';
import { appUrl, ROUTES, withoutAppBase } from '@/shared/config';
import { readStoredLanguage } from '@/shared/lib/storage';

/**
 * index.html's first script, a module of its own (vite.config.ts puts it before the entry): on the sign-in page it asks
 * for config.json and the page's reads while the app's entry still downloads, and the app takes their answers. Every
 * other page starts as before.
 */
if (withoutAppBase(globalThis.location.pathname) === ROUTES.signIn) {
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
