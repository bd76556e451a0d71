import type { LanguageTag } from '@canopy/contracts/survey/api';
import { cn_HMN } from './cn_HMN';
import { type Dictionary, en_US } from './en_US';
import { es_ES } from './es_ES';
import { fr_FR } from './fr_FR';
import { he_IL } from './he_IL';

export type { Dictionary };

// All five dictionaries are small (about 1.5 kB gzipped each): they ship with the respondent bundle, so a
// language switch is immediate. A language is right to left when its script is: Hebrew.
const DICTIONARIES: Record<LanguageTag, Dictionary> = { en_US, es_ES, fr_FR, he_IL, cn_HMN };
const RIGHT_TO_LEFT: ReadonlySet<LanguageTag> = new Set(['he_IL']);
/** the `lang` attribute of each language */
const HTML_LANG: Record<LanguageTag, string> = { en_US: 'en', es_ES: 'es', fr_FR: 'fr', he_IL: 'he', cn_HMN: 'hmn' };

export const dictionaryOf = (language: LanguageTag): Dictionary => DICTIONARIES[language];
export const directionOf = (language: LanguageTag): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr');
export const htmlLangOf = (language: LanguageTag): string => HTML_LANG[language];

/** fills `{name}` placeholders */
export const format = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** a text of the package or an assessment in the chosen language, English when it has none */
export const localised = (texts: Partial<Record<LanguageTag, string>> | undefined, language: LanguageTag): string =>
  (texts?.[language] ?? '').trim() ||
  (texts?.en_US ?? '').trim() ||
  Object.values(texts ?? {}).find((text) => (text ?? '').trim() !== '') ||
  '';

/** every key of a dictionary, for the spec that checks each language has them all */
export const en_US_keys = Object.keys(en_US) as Array<keyof Dictionary>;
