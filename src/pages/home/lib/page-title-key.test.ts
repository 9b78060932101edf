import { describe, expect, it } from 'vitest';

import { pageTitleKeyOf } from './page-title-key';

describe('pageTitleKeyOf', () => {
  it.each([
    ['/mfe-host', 'HomeModuleTitle'],
    ['/organization', 'OrganizationModuleTitle'],
    ['/organization?tab=people', 'OrganizationModuleTitle'],
    ['/reporting/benchmarking#top', 'BenchmarkingModuleTitle'],
    ['/mfe-host/reporting?tab=2', 'HomeModuleTitle'],
  ])('names %s by its module', (url, key) => {
    expect(pageTitleKeyOf(url)).toBe(key);
  });

  it.each(['/organizations', '/reporting', '/retired-module', ''])('knows no module for %s', (url) => {
    expect(pageTitleKeyOf(url)).toBeNull();
  });
});
