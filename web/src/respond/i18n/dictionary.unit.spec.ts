import { LANGUAGE_TAGS } from '@canopy/contracts/survey/api';
import { describe, expect, it } from 'vitest';
import { dictionaryOf, directionOf, en_US_keys, format, htmlLangOf, localised } from './dictionary';

describe('the respondent dictionaries', () => {
  it('give every fixed text in every language, the five scale labels included', () => {
    for (const language of LANGUAGE_TAGS) {
      const dictionary = dictionaryOf(language);
      for (const key of en_US_keys) {
        const text = dictionary[key];
        if (Array.isArray(text))
          expect(
            text.filter((label) => label.trim() !== ''),
            `${language}.${key}`,
          ).toHaveLength(5);
        else expect(text.trim(), `${language}.${key}`).not.toBe('');
      }
      // the placeholders the pages fill
      expect(dictionary.stepCounter, language).toMatch(/\{index\}.*\{total\}|\{total\}.*\{index\}/);
      expect(dictionary.characters, language).toContain('{max}');
    }
    expect(dictionaryOf('es_ES').continue).not.toBe(dictionaryOf('en_US').continue);
  });

  it('lays Hebrew out right to left and the others left to right', () => {
    expect(directionOf('he_IL')).toBe('rtl');
    expect(LANGUAGE_TAGS.filter((language) => directionOf(language) === 'rtl')).toEqual(['he_IL']);
    expect(htmlLangOf('cn_HMN')).toBe('hmn');
  });

  it('fills placeholders and falls back to English for texts a language lacks', () => {
    expect(format(dictionaryOf('en_US').stepCounter, { index: 2, total: 6 })).toBe('Question 2 of 6');
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}');
    expect(localised({ en_US: 'Engagement', es_ES: 'Compromiso' }, 'es_ES')).toBe('Compromiso');
    expect(localised({ en_US: 'Engagement', he_IL: ' ' }, 'he_IL')).toBe('Engagement');
    expect(localised({ es_ES: 'Compromiso' }, 'fr_FR')).toBe('Compromiso');
    expect(localised(undefined, 'en_US')).toBe('');
  });
});
