import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { LIGHT_VARIANT_TEXT } from './theme';

// WCAG 2 relative luminance and contrast ratio, written from the definition so the check does not lean on the theme
const luminance = (hex: string) => {
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(hex.slice(1 + at, 3 + at), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('the light variant of badges and alerts', () => {
  it('reads at WCAG AA (4.5:1) on its own background and hover shade for every colour it darkens', () => {
    for (const [color, text] of Object.entries(LIGHT_VARIANT_TEXT)) {
      const shades = DEFAULT_THEME.colors[color]!;
      expect({ color, ratio: contrast(text, shades[1]) >= 4.5 }).toEqual({ color, ratio: true });
      expect({ color, hover: contrast(text, shades[2]) >= 4.5 }).toEqual({ color, hover: true });
    }
  });
  it("darkens the colours whose Mantine default (shade 9 on shade 1) misses AA, such as 'Link paused' in yellow", () => {
    for (const color of ['yellow', 'orange', 'green']) {
      const shades = DEFAULT_THEME.colors[color]!;
      expect(contrast(shades[9], shades[1])).toBeLessThan(4.5);
      expect(LIGHT_VARIANT_TEXT[color]).toBeDefined();
    }
  });
});
