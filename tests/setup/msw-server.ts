import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Every component test starts with English translations; tests add the handlers of what they render. */
export const mswServer = setupServer(
  http.get('*/api/globalization/v1/translations/:lang', ({ params }) =>
    HttpResponse.json({ LanguageCode: params.lang, translations: { PlatformVersion: 'Version {{version}}' } }),
  ),
);
