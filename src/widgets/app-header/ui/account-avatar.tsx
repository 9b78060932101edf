import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * The user's initials in a circle, decorative: the name is written beside it or announced with it. The letters are
 * drawn by CSS, not written as text, so that they are not read as part of the button's visible label either.
 */
export function AccountAvatar({ initials, sx }: { initials: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden="true"
      data-initials={initials}
      sx={[
        {
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: '0.875rem',
          lineHeight: 1,
          '&::before': { content: 'attr(data-initials)' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
