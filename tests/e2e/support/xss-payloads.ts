import { expect, type Page } from '@playwright/test';

/**
 * Classic XSS payloads, each tagged with the place it was planted in: one that runs calls `__xssHit(place)` (or
 * `alert(place)`), so that a failure names the place. Markup, event handlers, script URLs, mutation XSS, template
 * and i18next interpolation, bidirectional overrides.
 */
export function payloadsFor(place: string): string[] {
  const hit = `__xssHit('${place}')`;
  return [
    `<img src=x onerror="${hit}">`,
    `<img src=y onerror="alert('${place}')">`,
    `<svg onload="${hit}"><script>${hit}</script></svg>`,
    `"><script>${hit}</script>`,
    `'><details open ontoggle="${hit}">`,
    `<a href="javascript:${hit}">link</a>`,
    `<iframe srcdoc="<script>parent.${hit}</script>"></iframe>`,
    `<math><mtext><table><mglyph><style><img src=x onerror="${hit}">`,
    `<form action="javascript:${hit}"><button>go</button></form>`,
    `{{constructor.constructor("${hit}")()}}`,
    `\${${hit}}`,
    '{{- privacyNoticeUrl}} {{__proto__}} $t(LogOut) {{tenant}}',
    '\u202Egnp.exe\u202C \u2067isolate\u2069 \u200F',
  ];
}

/** All of a place's payloads in one text. */
export const combinedPayload = (place: string) => payloadsFor(place).join(' ');

/** A script URL for a place that holds an address. */
export const scriptUrlPayload = (place: string) => `javascript:__xssHit('${place}')`;

/** A text far longer than any field is meant to be, followed by the payloads. */
export const longPayload = (place: string) => `${'W'.repeat(20_000)} ${combinedPayload(place)}`;

/** The place's payload that is easy to find on the page as text, proving the planted value was rendered. */
export const visibleMarker = (place: string) => `<img src=x onerror="__xssHit('${place}')">`;

/** Records payloads that ran: `__xssHit` calls and dialogs (alert, confirm, prompt). */
export async function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.assign(window, { __xssHits: hits, __xssHit: (place: string) => hits.push(place) });
  });
  return { dialogs };
}

/**
 * Nothing ran, and nothing is waiting to run on a click: no event-handler attributes, no script URLs in links,
 * forms or frames, no frames or plug-ins, no scripts but the app's own. (Image and icon addresses cannot run
 * script and are left to the URL sanitiser's own tests.)
 */
export async function expectNoPayloadRan(page: Page, watched: { dialogs: string[] }) {
  expect(await page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits)).toEqual([]);
  expect(watched.dialogs).toEqual([]);
  const armed = await page.evaluate(() => {
    const found: string[] = [];
    const scriptUrl = /^\s*(javascript|vbscript|data):/i;
    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (['iframe', 'frame', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
      // index.html's import map (the libraries hosted modules share) is data in the head, not a script that runs.
      const ownImportMap =
        (element as HTMLScriptElement).type === 'importmap' && element.parentElement === document.head;
      if (tag === 'script' && !ownImportMap && !(element as HTMLScriptElement).src.startsWith(window.location.origin))
        found.push(`<script> ${element.textContent?.slice(0, 60)}`);
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
        const isNavigation = ['href', 'xlink:href', 'action', 'formaction'].includes(name) && tag !== 'link';
        if (isNavigation && scriptUrl.test(attribute.value)) found.push(`<${tag} ${name}="${attribute.value}">`);
      }
    }
    return found;
  });
  expect(armed).toEqual([]);
}
