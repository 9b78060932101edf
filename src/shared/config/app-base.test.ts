// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { appBasePath, appUrl, routerBasename, withoutAppBase } from './app-base';

/** The page's <base href>, as the web server in front writes it (index.html's says `/`). */
function servedUnder(href: string) {
  document.querySelector('base')?.setAttribute('href', href);
}

afterEach(() => servedUnder('/'));

describe('the app’s base, read from the page', () => {
  it('is the site root by default', () => {
    expect([appBasePath(), routerBasename(), appUrl('config.json')]).toEqual([
      '/',
      '/',
      `${location.origin}/config.json`,
    ]);
    expect(withoutAppBase('/preferences?tab=1')).toBe('/preferences?tab=1');
  });

  it('is the sub-path the server names, for files, routes and stored locations', () => {
    servedUnder('/trellis/');
    expect([appBasePath(), routerBasename()]).toEqual(['/trellis/', '/trellis']);
    expect(appUrl('/sso')).toBe(`${location.origin}/trellis/sso`);
    expect(withoutAppBase('/trellis/preferences?tab=1')).toBe('/preferences?tab=1');
    expect(withoutAppBase('/trellis')).toBe('/');
    expect(withoutAppBase('/trellisx/a')).toBe('/trellisx/a');
  });
});
