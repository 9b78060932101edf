import { sessionScope } from '@test-support/session-scope';
import { act, render, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { switchSessionContextFx } from '@/entities/session';
import { createI18n } from '@/shared/i18n';
import { ToastProvider } from '@/shared/ui';

import { contextChangeRequested, switchConfirmed } from '../model/context-switch';
import { SwitchPrompt } from './switch-prompt';

const TEXTS: Record<string, Record<string, string>> = {
  'en-us': { SwitchFailedTitle: 'Switch failed', SwitchFailed: 'The switch could not be made.' },
  de: { SwitchFailedTitle: 'Wechsel fehlgeschlagen', SwitchFailed: 'Der Wechsel war nicht möglich.' },
};

describe('the message of a failed switch', () => {
  it('shows once and follows a change of language, without showing again', async () => {
    const { i18n, ready } = createI18n({ language: 'en-us', loadTranslations: async (lang) => TEXTS[lang] ?? {} });
    await ready;
    const scope = sessionScope({ tenantGuid: 't1', orgGroupGuid: 'g1', access_token: 'a1', refresh_token: 'r1' }, [
      [
        switchSessionContextFx,
        async () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <EffectorProvider value={scope}>
          <ToastProvider>
            <SwitchPrompt />
          </ToastProvider>
        </EffectorProvider>
      </I18nextProvider>,
    );
    await act(async () => {
      await allSettled(contextChangeRequested, { scope, params: { orggroup_id: 'g2' } });
      await allSettled(switchConfirmed, { scope });
    });
    expect(await screen.findAllByText('The switch could not be made.')).toHaveLength(1);
    await act(() => i18n.changeLanguage('de'));
    // The one toast follows the language; none is shown anew (the old bridge re-ran with the new `t`).
    expect(await screen.findAllByText('Der Wechsel war nicht möglich.')).toHaveLength(1);
    expect(screen.queryByText('The switch could not be made.')).toBeNull();
  });
});
