import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Spinner widths of section 9: sm 1.8rem (default), md 4.5rem, lg 10rem (the page loader). */
export const SPINNER_SIZES = { sm: '1.8rem', md: '4.5rem', lg: '10rem' } as const;

export type SpinnerSize = keyof typeof SPINNER_SIZES;

export function LoadingIndicator({ size = 'sm' }: { size?: SpinnerSize }) {
  // Shown while translations load too, so it must not wait for them.
  const { t } = useTranslation(undefined, { useSuspense: false });
  return <CircularProgress size={SPINNER_SIZES[size]} aria-label={t('Loading')} />;
}

/** Fills the page until a routed page is active. */
export function PageLoader() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <LoadingIndicator size="lg" />
    </Box>
  );
}
