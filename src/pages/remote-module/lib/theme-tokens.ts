import type { Theme } from '@mui/material';
import type { ThemeTokens } from '@trellis/module-sdk/bridge';

/** The data of the shell's MUI theme from which a framed module's `ShellProviders` builds the same theme. */
export function themeTokensOf(theme: Theme): ThemeTokens {
  const { palette, typography } = theme;
  return {
    mode: palette.mode,
    direction: theme.direction,
    palette: {
      primary: { main: palette.primary.main },
      secondary: { main: palette.secondary.main },
      background: { default: palette.background.default, paper: palette.background.paper },
    },
    typography: {
      fontFamily: String(typography.fontFamily ?? ''),
      fontSize: typography.fontSize,
      button: {
        textTransform: String(typography.button.textTransform ?? 'none'),
        fontWeight: typography.button.fontWeight ?? 500,
      },
    },
    shape: { borderRadius: Number(theme.shape.borderRadius) },
    spacing: Number.parseFloat(theme.spacing(1)),
  };
}
