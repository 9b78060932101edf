import { Button } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import { connectToShell } from '@trellis/module-sdk/frame-react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestShell, FIRST_CONTEXT, MODULE_ID, SHELL_ORIGIN, type TestShell, TOKENS } from './frame-test-shell.ts';

// The test's own files take emotion's browser build, while MUI, loaded by Node, takes its Node build: two emotions,
// whose CacheProvider MUI would not hear. A frame's bundle has one; so does this test, with Node's.
vi.mock('@emotion/react', async () => (await import('node:module')).createRequire(import.meta.url)('@emotion/react'));

const ARABIC = { ...FIRST_CONTEXT, language: 'ar', direction: 'rtl' } as const;

let shell: TestShell;
afterEach(() => {
  shell.close();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

function SaveButton() {
  const { t } = useTranslation(MODULE_ID);
  const { direction } = useTheme();
  return (
    <Button variant="contained" sx={{ marginLeft: 3 }} data-direction={direction}>
      {t('save')}
    </Button>
  );
}

describe('connectToShell (frame-react)', () => {
  it('draws a React tree in the shell’s theme, built from its tokens, in the user’s direction and texts', async () => {
    shell = createTestShell(window);
    const connecting = connectToShell({ shellOrigins: [SHELL_ORIGIN], window: shell.window });
    shell.connect();
    await shell.next('hello');
    shell.send({ type: 'context', context: ARABIC, change: null });
    const host = await connecting;
    expect([document.documentElement.dir, document.documentElement.lang]).toEqual(['rtl', 'ar']);

    const { ShellProviders } = host;
    render(
      <ShellProviders>
        <SaveButton />
      </ShellProviders>,
    );
    shell.send({ type: 'theme', tokens: { ...TOKENS, direction: 'rtl' } });
    const button = screen.getByRole('button', { name: 'save' });
    await waitFor(() => expect(button).toHaveStyle({ backgroundColor: 'rgb(123, 31, 162)', borderRadius: '12px' }));
    shell.send({ type: 'texts', language: 'ar', texts: { save: 'حفظ' } });
    expect(await screen.findByRole('button', { name: 'حفظ' })).toBe(button);
    expect(button).toHaveAttribute('data-direction', 'rtl');
    expect(button.className).toMatch(/\bmuirtl-/);
    expect(button).toHaveStyle({ marginRight: '24px' });

    shell.send({ type: 'theme', tokens: { ...TOKENS, palette: { ...TOKENS.palette, primary: { main: '#0d47a1' } } } });
    shell.send({ type: 'context', context: FIRST_CONTEXT, change: 'language' });
    await waitFor(() => expect(button).toHaveStyle({ backgroundColor: 'rgb(13, 71, 161)', marginLeft: '24px' }));
    expect(button).toHaveAttribute('data-direction', 'ltr');
    expect(button.className).toMatch(/\bmui-/);
    expect([document.documentElement.dir, document.documentElement.lang]).toEqual(['ltr', 'en-us']);
  });

  it('draws in the context’s direction and mode until the shell’s tokens come', async () => {
    shell = createTestShell(window);
    const connecting = connectToShell({ shellOrigins: [SHELL_ORIGIN], window: shell.window });
    shell.connect();
    await shell.next('hello');
    shell.send({ type: 'context', context: { ...ARABIC, theme: 'dark' }, change: null });
    const { ShellProviders } = await connecting;
    function Mode() {
      const { direction, palette } = useTheme();
      return <p>{`${direction} ${palette.mode}`}</p>;
    }
    render(
      <ShellProviders>
        <Mode />
      </ShellProviders>,
    );
    expect(screen.getByText('rtl dark')).toBeInTheDocument();
  });
});
