import type { Page } from '@playwright/test';

export interface CspViolation {
  documentURI: string;
  violatedDirective: string;
  blockedURI: string;
  sourceFile: string;
  sample: string;
}

/**
 * Every Content-Security-Policy violation the pages of `page` see, from three witnesses: the document's
 * `securitypolicyviolation` events (kept across navigations through a binding), the console's "Refused to …"
 * errors, and the reports the server collected for this context's test scope (`/__test/csp-reports`).
 */
export async function watchCspViolations(page: Page, origin: string) {
  const events: CspViolation[] = [];
  const consoleErrors: string[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, violation: CspViolation) => {
    if (frame.url().startsWith(origin)) events.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
      report({
        documentURI: event.documentURI,
        violatedDirective: event.violatedDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    const fromOrigin = message.location().url.startsWith(origin) || page.url().startsWith(origin);
    if (fromOrigin && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return {
    events,
    consoleErrors,
    reports: async (scope: string) => {
      const response = await page.request.get(`${origin}/__test/csp-reports?scope=${scope}`);
      return (await response.json()) as { report: Record<string, unknown> }[];
    },
  };
}
