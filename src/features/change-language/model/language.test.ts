// @vitest-environment jsdom
import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';

import { languageApplied, languageChosen, profileLanguageKnown } from './language';

const $applied = createStore<string[]>([]).on(languageApplied, (all, code) => [...all, code]);

describe('the language', () => {
  it('chosen by the user is stored as selected and in effect, and applied', async () => {
    const scope = fork();
    await allSettled(languageChosen, { scope, params: 'he' });
    expect(localStorage.getItem('TrellisLanguageSelected')).toBe('"he"');
    expect(localStorage.getItem('TrellisUpdatedLanguageCode')).toBe('"he"');
    expect(scope.getState($applied)).toEqual(['he']);
  });

  it("of the user's profile applies while the user has chosen none", async () => {
    const scope = fork();
    await allSettled(profileLanguageKnown, { scope, params: 'ar' });
    expect(scope.getState($applied)).toEqual(['ar']);
    expect(localStorage.getItem('TrellisUpdatedLanguageCode')).toBe('"ar"');
    expect(localStorage.getItem('TrellisLanguageSelected')).toBeNull();
  });

  it("of the user's profile gives way to the user's own choice", async () => {
    const scope = fork();
    await allSettled(languageChosen, { scope, params: 'de' });
    await allSettled(profileLanguageKnown, { scope, params: 'ar' });
    expect(scope.getState($applied)).toEqual(['de']);
  });
});
