import type { LanguageTag } from '@canopy/contracts/survey/api';
import { eng, fra, heb, spa } from 'stopword';

/**
 * What each language gets (ADR 0073). Themes everywhere; sentiment only where a tested lexicon or model ships in an
 * npm package, with workplace rules layered on it (ADR 0116): English (VADER), Spanish (ML-SentiCon) and French (Pattern) from @nlpjs. Hebrew and Hmong
 * have none good enough (machine-translated lists get the sign wrong), so their reports say 'sentiment not analysed'.
 */
export type SentimentSource = 'vader-en' | 'senticon-es' | 'pattern-fr' | null;

/**
 * White Hmong (RPA) function words, written here because no stop-word package has Hmong: pronouns, classifiers,
 * particles, prepositions, conjunctions, aspect markers and the commonest light verbs. Compounds such as
 * 'hauj lwm' (work) are two syllables apart, so themes come out as the n-grams between these.
 */
export const HMONG_STOP_WORDS = [
  'kuv',
  'koj',
  'nws',
  'peb',
  'nej',
  'lawv',
  'wb',
  'neb',
  'nkawv',
  'puav',
  'leej',
  'tus',
  'lub',
  'cov',
  'qhov',
  'txoj',
  'daim',
  'yam',
  'kev',
  'tej',
  'ib',
  'ob',
  'no',
  'ntawd',
  'ntawv',
  'uas',
  'thiab',
  'nrog',
  'los',
  'lossis',
  'tab',
  'sis',
  'tiam',
  'tsis',
  'yog',
  'muaj',
  'rau',
  'hauv',
  'ntawm',
  'saum',
  'nyob',
  'mus',
  'tuaj',
  'los',
  'ces',
  'li',
  'kuj',
  'twb',
  'yuav',
  'tau',
  'lawm',
  'ua',
  'heev',
  'xwb',
  'ntau',
  'thaum',
  'vim',
  'tias',
  'kom',
  'hais',
  'rov',
  'mas',
  'os',
  'lauj',
  'na',
  'ntag',
  'ntsis',
  'me',
  'txhua',
  'twg',
  'dab',
  'tsi',
  'leej',
  'twg',
  'puas',
  'ntxiv',
  'tseem',
  'nyuam',
  'qhuav',
  'zaum',
  'yeej',
  'ib',
  'txawm',
  'yog',
  'ho',
  'thiaj',
  'li',
  'cas',
  'pub',
  'rau',
  'kiag',
  'lis',
  'ntau',
  'tsawg',
  'dhau',
] as const;

export type LanguageSupport = { stopWords: ReadonlySet<string>; sentiment: SentimentSource; name: string; foldPlural: boolean };

const set = (...lists: ReadonlyArray<readonly string[]>) => new Set(lists.flat().map((word) => word.toLowerCase()));

/**
 * degree and frequency words the packaged lists lack, which would otherwise come out as themes of their own; spans of
 * time, number words and 'lack' / 'falta' / 'manque', which say how much of something rather than what (ADR 0116)
 */
const TIME_AND_AMOUNT = {
  en: ['year', 'years', 'week', 'weeks', 'day', 'days', 'month', 'months', 'lack', 'two', 'three', 'four', 'five'],
  es: ['año', 'años', 'semana', 'semanas', 'día', 'días', 'mes', 'meses', 'vez', 'veces', 'falta', 'dos', 'tres', 'cuatro', 'cinco'],
  fr: ['an', 'ans', 'année', 'années', 'semaine', 'semaines', 'jour', 'jours', 'mois', 'fois', 'manque', 'deux', 'trois', 'quatre', 'cinq'],
};
const EXTRA = {
  en: ['always', 'every', 'really', 'lot', 'lots', 'much', 'also', 'still', 'never', 'things', 'thing', 'get', 'like', 'feel'],
  es: [
    'es',
    'son',
    'está',
    'están',
    'ser',
    'estar',
    'fue',
    'era',
    'hay',
    'cada',
    'siempre',
    'nunca',
    'demasiado',
    'demasiados',
    'demasiadas',
    'mucho',
    'muchos',
    'muchas',
    'cosas',
    'poco',
  ],
  fr: ['trop', 'très', 'chaque', 'toujours', 'jamais', 'beaucoup', 'peu', 'vraiment', 'choses', 'rien', 'bien'],
  he: ['מדי', 'יותר', 'תמיד', 'מאוד', 'הרבה', 'פחות', 'רק', 'גם'],
};

export const LANGUAGE_SUPPORT: Record<LanguageTag, LanguageSupport> = {
  en_US: { name: 'English', stopWords: set(eng, EXTRA.en, TIME_AND_AMOUNT.en), sentiment: 'vader-en', foldPlural: true },
  es_ES: { name: 'Spanish', stopWords: set(spa, EXTRA.es, TIME_AND_AMOUNT.es), sentiment: 'senticon-es', foldPlural: true },
  fr_FR: { name: 'French', stopWords: set(fra, EXTRA.fr, TIME_AND_AMOUNT.fr), sentiment: 'pattern-fr', foldPlural: true },
  he_IL: { name: 'Hebrew', stopWords: set(heb, EXTRA.he), sentiment: null, foldPlural: false },
  cn_HMN: { name: 'Hmong', stopWords: set(HMONG_STOP_WORDS), sentiment: null, foldPlural: false },
};
