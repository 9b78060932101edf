import { Box, keyframes } from '@mui/material';

const drift = keyframes`
  from { transform: translateX(-20vw); }
  to { transform: translateX(110vw); }
`;

const CLOUDS = [
  { top: '12%', size: 9, seconds: 38, delay: 0 },
  { top: '30%', size: 6, seconds: 52, delay: -20 },
  { top: '62%', size: 11, seconds: 44, delay: -9 },
  { top: '78%', size: 7, seconds: 60, delay: -35 },
];

/** Decorative clouds drifting across the page; still for people who ask for reduced motion. */
export function DriftingClouds() {
  return (
    <Box
      data-testid="drifting-clouds"
      aria-hidden="true"
      sx={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}
    >
      {CLOUDS.map((cloud) => (
        <Box
          key={cloud.top}
          sx={{
            position: 'absolute',
            top: cloud.top,
            insetInlineStart: 0,
            width: `${cloud.size}rem`,
            height: `${cloud.size / 2.5}rem`,
            borderRadius: '999px',
            backgroundColor: 'action.hover',
            animation: `${drift} ${cloud.seconds}s linear ${cloud.delay}s infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      ))}
    </Box>
  );
}
