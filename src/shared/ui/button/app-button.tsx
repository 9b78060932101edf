import { Button, type ButtonProps, CircularProgress } from '@mui/material';

import { BUTTON_MIN_HEIGHT, BUTTON_MIN_WIDTH, BUTTON_SPINNER_SIZE } from './config';

export type AppButtonColor = 'primary' | 'secondary' | 'tertiary' | 'danger' | 'neutral';

export type AppButtonProps = Omit<ButtonProps, 'color' | 'variant' | 'loading'> & {
  color: AppButtonColor;
  loading?: boolean;
};

const MUI_LOOK: Record<AppButtonColor, Pick<ButtonProps, 'variant' | 'color'>> = {
  primary: { variant: 'contained', color: 'primary' },
  secondary: { variant: 'outlined', color: 'primary' },
  tertiary: { variant: 'text', color: 'primary' },
  danger: { variant: 'contained', color: 'error' },
  // Neutral is a design-system alias of secondary, kept so callers can say what they mean.
  neutral: { variant: 'outlined', color: 'primary' },
};

export function AppButton({ color, loading = false, disabled, sx, ...props }: AppButtonProps) {
  return (
    <Button
      {...props}
      {...MUI_LOOK[color]}
      loading={loading}
      loadingIndicator={<CircularProgress color="inherit" size={BUTTON_SPINNER_SIZE} />}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      sx={[{ minHeight: BUTTON_MIN_HEIGHT, minWidth: BUTTON_MIN_WIDTH }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
