import { describe, expect, it } from 'vitest';

import { mergeModuleManifest } from '@/shared/config';

import { visitedModuleOf } from './visited-module';

const onboarding = {
  id: 'onboarding',
  path: '/onboarding',
  entry: 'https://modules.example.com/onboarding/entry.js',
  title: { 'en-us': 'Onboarding' },
};
const manifest = mergeModuleManifest([onboarding]);

describe('visitedModuleOf', () => {
  it.each([
    ['/mfe-host', 'HomeModuleTitle'],
    ['/organization', 'OrganizationModuleTitle'],
    ['/organization?tab=people', 'OrganizationModuleTitle'],
    ['/reporting/benchmarking#top', 'BenchmarkingModuleTitle'],
    ['/mfe-host/reporting?tab=2', 'HomeModuleTitle'],
  ])('names %s by its built-in module', (url, key) => {
    expect(visitedModuleOf(url, manifest)?.title).toBe(key);
  });

  it("names a page of a module config.json hosts by that module's title", () => {
    expect(visitedModuleOf('/onboarding/step/2?from=home', manifest)?.title).toEqual(onboarding.title);
  });

  it.each(['/organizations', '/reporting', '/retired-module', ''])('knows no module for %s', (url) => {
    expect(visitedModuleOf(url, manifest)).toBeNull();
  });
});
