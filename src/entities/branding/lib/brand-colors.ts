import { darken, getContrastRatio, lighten } from '@mui/material/styles';

import type { Branding } from './branding-schema';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** Section 3: the colour a branding without one gets. */
export const DEFAULT_BRAND_WHITE = '#FFFFFF';
const PRODUCT_PRIMARY = '#1F5FAD';
const PRODUCT_SECONDARY = '#12263F';

const ADJUST_STEP = 0.05;

/**
 * The colour, darkened (on a light background) or lightened (on a dark one) just enough for text in it to reach
 * WCAG AA against the background. Brand colours that already do are kept as they are.
 */
export function readableOn(color: string, background: string): string {
  const backgroundIsLight = getContrastRatio(background, '#000') > getContrastRatio(background, '#FFF');
  let adjusted = color;
  for (let amount = ADJUST_STEP; getContrastRatio(adjusted, background) < MIN_TEXT_CONTRAST && amount <= 1;) {
    adjusted = backgroundIsLight ? darken(color, amount) : lighten(color, amount);
    amount += ADJUST_STEP;
  }
  return adjusted;
}

/**
 * A colour that white or black text on it can read at WCAG AA; a mid-tone that neither reaches is darkened until
 * white text does.
 */
export function fillWithReadableText(color: string): string {
  const best = Math.max(getContrastRatio(color, '#FFF'), getContrastRatio(color, '#000'));
  return best >= MIN_TEXT_CONTRAST ? color : readableOn(color, '#FFF');
}

export interface BrandColors {
  primary: string;
  secondary: string;
  tertiary: string;
}

/** The tenant's three colours, the product's where the branding has none. */
export const brandColorsOf = (branding: Branding | null | undefined): BrandColors => ({
  primary: branding?.primaryColor ?? PRODUCT_PRIMARY,
  secondary: branding?.secondaryColor ?? PRODUCT_SECONDARY,
  tertiary: branding?.tertiaryColor ?? DEFAULT_BRAND_WHITE,
});
