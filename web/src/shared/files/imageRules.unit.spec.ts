import { IdentityMessages, ImageRules } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { imageFileError } from './imageRules';

describe('image rules', () => {
  it('accepts png, jpg, jpeg and svg below 1 MB, in any letter case', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'logo.final.svg']) {
      expect(imageFileError({ name, size: 10_000 })).toBeNull();
    }
  });

  it('refuses other formats with the format message', () => {
    for (const name of ['a.gif', 'b.webp', 'noextension', 'svg']) {
      expect(imageFileError({ name, size: 10 })).toBe(IdentityMessages.imageFormat);
    }
  });

  it('refuses files of 1 MB or more with the size message', () => {
    expect(imageFileError({ name: 'a.png', size: ImageRules.maxBytes - 1 })).toBeNull();
    expect(imageFileError({ name: 'a.png', size: ImageRules.maxBytes })).toBe(IdentityMessages.imageSize);
  });
});
