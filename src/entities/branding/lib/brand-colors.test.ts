import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { brandColorsOf, fillWithReadableText, MIN_TEXT_CONTRAST, readableOn } from './brand-colors';

describe('brand colours', () => {
  it('keep a colour that already reads on its background', () => {
    expect(readableOn('#0B5FFF', '#FFFFFF')).toBe('#0B5FFF');
  });

  it.each(['#FFD400', '#7FDBFF', '#AAAAAA', '#FF851B'])(
    'darken %s until text in it reaches 4.5:1 on white',
    (color) => {
      expect(getContrastRatio(color, '#FFFFFF')).toBeLessThan(MIN_TEXT_CONTRAST);
      const adjusted = readableOn(color, '#FFFFFF');
      expect(getContrastRatio(adjusted, '#FFFFFF')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('lighten a dark colour for text on a dark background', () => {
    const adjusted = readableOn('#12263F', '#121212');
    expect(getContrastRatio(adjusted, '#121212')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('give a mid-tone fill a colour that white text reads on', () => {
    const fill = fillWithReadableText('#3D9970');
    expect(Math.max(getContrastRatio(fill, '#FFF'), getContrastRatio(fill, '#000'))).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(fillWithReadableText('#FFD400')).toBe('#FFD400');
  });

  it('default the missing colours, tertiary to white', () => {
    expect(brandColorsOf(null).tertiary).toBe('#FFFFFF');
    expect(brandColorsOf({ primaryColor: '#B3261E' } as never).primary).toBe('#B3261E');
  });
});
