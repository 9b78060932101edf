import { Avatar, type SxProps, type Theme } from '@mui/material';

/** The user's initials in a circle; decorative, for the name is always written beside or announced with it. */
export function AccountAvatar({ initials, sx }: { initials: string; sx?: SxProps<Theme> }) {
  return (
    <Avatar
      aria-hidden="true"
      sx={[{ width: 32, height: 32, fontSize: '0.875rem' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {initials}
    </Avatar>
  );
}
