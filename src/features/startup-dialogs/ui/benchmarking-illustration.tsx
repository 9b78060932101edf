import { useTheme } from '@mui/material';

/** Bars rising against a benchmark line; decorative, so hidden from assistive technology. */
export function BenchmarkingIllustration() {
  const { palette } = useTheme();
  return (
    <svg width="160" height="96" viewBox="0 0 160 96" aria-hidden="true" focusable="false">
      <rect x="16" y="56" width="24" height="32" rx="3" fill={palette.primary.light} />
      <rect x="52" y="36" width="24" height="52" rx="3" fill={palette.primary.main} />
      <rect x="88" y="46" width="24" height="42" rx="3" fill={palette.primary.light} />
      <rect x="124" y="16" width="24" height="72" rx="3" fill={palette.primary.dark} />
      <line x1="8" y1="40" x2="152" y2="40" stroke={palette.secondary.main} strokeWidth="2" strokeDasharray="6 4" />
    </svg>
  );
}
