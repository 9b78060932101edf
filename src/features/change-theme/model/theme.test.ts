// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';

import type { ThemeCapability } from '../api/theme-api';
import {
  $theme,
  $themeEnabled,
  fetchThemeCapabilityFx,
  storeThemeFx,
  themeCapabilityRequested,
  themeChosen,
  themeRestored,
} from './theme';

/** A scope whose atlas service answers `capability`. */
const tenantAnswers = (capability: ThemeCapability) =>
  fork({ handlers: [[fetchThemeCapabilityFx, async () => capability]] });

describe('the theme', () => {
  it('is stored under TrellisAppTheme when chosen, and restored on start', async () => {
    await allSettled(themeChosen, { scope: fork(), params: 'preview-dark' });
    expect(localStorage.getItem('TrellisAppTheme')).toBe('"preview-dark"');
    const next = fork();
    await allSettled(themeRestored, { scope: next });
    expect(next.getState($theme)).toBe('preview-dark');
  });

  it('refuses an invalid theme set in code, keeping the current one', async () => {
    const scope = fork();
    const { status, value } = await allSettled(storeThemeFx, { scope, params: 'neon' as never });
    expect(status).toBe('fail');
    expect(value).toEqual(new Error('Only valid theme values can be used'));
    expect(scope.getState($theme)).toBe('default');
    expect(localStorage.getItem('TrellisAppTheme')).toBeNull();
  });

  it("takes the tenant's theme when themes are enabled and the user chose none", async () => {
    const scope = tenantAnswers({ themeEnabled: true, theme: 'preview' });
    await allSettled(themeCapabilityRequested, { scope });
    expect(scope.getState($themeEnabled)).toBe(true);
    expect(scope.getState($theme)).toBe('preview');
  });

  it("keeps the user's own choice over the tenant's", async () => {
    const scope = tenantAnswers({ themeEnabled: true, theme: 'preview' });
    await allSettled(themeChosen, { scope, params: 'preview-dark' });
    await allSettled(themeCapabilityRequested, { scope });
    expect(scope.getState($theme)).toBe('preview-dark');
  });

  it('keeps the current theme and turns themes off when the lookup fails or answers nonsense', async () => {
    const failed = fork({
      values: [[$theme, 'preview']],
      handlers: [[fetchThemeCapabilityFx, async () => ({ themeEnabled: false, theme: 'default' })]],
    });
    await allSettled(themeCapabilityRequested, { scope: failed });
    expect(failed.getState($themeEnabled)).toBe(false);
    expect(failed.getState($theme)).toBe('preview');

    const nonsense = fork({
      values: [[$theme, 'preview']],
      handlers: [[fetchThemeCapabilityFx, async () => ({ themeEnabled: true, theme: 'neon' })]],
    });
    await allSettled(themeCapabilityRequested, { scope: nonsense });
    expect(nonsense.getState($theme)).toBe('preview');
  });
});
