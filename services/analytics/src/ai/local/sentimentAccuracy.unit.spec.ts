import type { LanguageTag } from '@canopy/contracts/survey/api';
import { describe, expect, it } from 'vitest';
import labelled from '../../../../../tests/fixtures/ai/workplace-comments.json' with { type: 'json' };
// written by the bench (`cd bench && node src/run.ts ai-sentiment`), the same figures as docs/benchmarks.md
import recorded from '../../../../../tests/fixtures/ai/sentiment-recorded.json' with { type: 'json' };
import { DEMO_REASONS } from '../../demo/seedDemoAnswers.ts';
import { LANGUAGE_SUPPORT } from './languages.ts';
import { createLocalAnalyser } from './localAnalyser.ts';
import { sentimentsOf } from './sentiment.ts';

// The local analyser held to its recorded figures on the labelled workplace comments (ADR 0116). The rules were
// written looking at the development half only; this spec reads the held-out half, so a change that fits the
// development sentences at the cost of the others fails here.

type Language = 'en_US' | 'es_ES' | 'fr_FR';
const LANGUAGES: readonly Language[] = ['en_US', 'es_ES', 'fr_FR'];
const ALLOWED_DROP = 0.05;
const comments = labelled.comments as ReadonlyArray<{
  language: Language;
  split: string;
  sentiment: string;
  text: string;
  themes: string[];
}>;

const measure = (language: Language, split: 'dev' | 'heldout') => {
  const set = comments.filter((comment) => comment.language === language && comment.split === split);
  const got = sentimentsOf(
    LANGUAGE_SUPPORT[language].sentiment,
    set.map((comment) => comment.text),
  )!;
  const negatives = set.filter((comment) => comment.sentiment === 'negative');
  return {
    accuracy: set.filter((comment, index) => got[index] === comment.sentiment).length / set.length,
    negativeRecall: set.filter((comment, index) => comment.sentiment === 'negative' && got[index] === 'negative').length / negatives.length,
  };
};

describe('sentiment on the labelled workplace comments', () => {
  it('holds at least 300 comments in English, Spanish and French, at least 100 English, each half of each language non-empty', () => {
    expect(comments.length).toBeGreaterThanOrEqual(300);
    expect(comments.filter((comment) => comment.language === 'en_US').length).toBeGreaterThanOrEqual(100);
    for (const language of LANGUAGES)
      for (const split of ['dev', 'heldout'])
        expect(comments.filter((comment) => comment.language === language && comment.split === split).length).toBeGreaterThan(40);
  });

  for (const language of LANGUAGES) {
    it(`reads the held-out ${language} comments no worse than the recorded accuracy minus ${ALLOWED_DROP}`, () => {
      const figure = recorded[language].heldout;
      const now = measure(language, 'heldout');
      expect(now.accuracy).toBeGreaterThanOrEqual(figure.accuracy - ALLOWED_DROP);
      expect(now.negativeRecall).toBeGreaterThanOrEqual(figure.negativeRecall - ALLOWED_DROP);
    });
  }

  it('meets the English goals on the held-out half: accuracy at least 0.8, negative recall at least 0.75', () => {
    const now = measure('en_US', 'heldout');
    expect(now.accuracy).toBeGreaterThanOrEqual(0.8);
    expect(now.negativeRecall).toBeGreaterThanOrEqual(0.75);
  });

  it('reads the complaints a lexicon alone misses as negative, and praise with a negation as positive', () => {
    const english = (texts: string[]) => sentimentsOf('vader-en', texts);
    expect(
      english([
        'We rarely hear back from leadership.',
        'Promotions go to the top without explanation.',
        'It would be nice to be told why the rota changed.',
        'Nobody answers our questions about the bonus.',
      ]),
    ).toEqual(['negative', 'negative', 'negative', 'negative']);
    expect(english(['Not bad at all.', 'My manager is great.', 'I have no complaints about my team.'])).toEqual([
      'positive',
      'positive',
      'positive',
    ]);
  });

  it("reads the demo workspace's comments, written apart from the labelled set, by the side their answers lean", () => {
    expect(sentimentsOf('vader-en', DEMO_REASONS.low)).toEqual(DEMO_REASONS.low.map(() => 'negative'));
    expect(sentimentsOf('vader-en', DEMO_REASONS.high)).toEqual(DEMO_REASONS.high.map(() => 'positive'));
  });
});

describe('themes and quotes on the labelled workplace comments', () => {
  const analyser = createLocalAnalyser();
  const analyse = (language: LanguageTag, texts: readonly string[]) =>
    analyser.analyse({ question: 'What would you change?', language, comments: texts.map((text) => ({ text, day: '2026-11-02' })) });
  // words the analyser before this one gave as themes: function words, verbs and adverbs that stand for nothing
  const NOT_THEMES = [
    'see',
    'no',
    'not',
    'one',
    'hear',
    'back',
    'rarely',
    'never',
    'nadie',
    'bien',
    'dos',
    'rara vez',
    'plus',
    'tout',
    'personne',
    'rarement',
  ];

  for (const language of LANGUAGES) {
    it(`gives ${language} themes that are noun phrases a person also wrote down, never a stop word, verb or adverb`, async () => {
      const set = comments.filter((comment) => comment.language === language);
      const analysis = await analyse(
        language,
        set.map((comment) => comment.text),
      );
      const stop = LANGUAGE_SUPPORT[language].stopWords;
      expect(analysis.themes.length).toBeGreaterThan(3);
      for (const theme of analysis.themes) {
        expect(NOT_THEMES).not.toContain(theme.phrase);
        expect(stop.has(theme.phrase)).toBe(false);
      }
      const written = new Set(set.flatMap((comment) => comment.themes).map((phrase) => phrase.replace(/s$/, '')));
      const agreeing = analysis.themes.filter((theme) => written.has(theme.phrase.replace(/s$/, '')));
      expect(agreeing.length, analysis.themes.map((theme) => theme.phrase).join(' | ')).toBeGreaterThanOrEqual(3);
    });
  }

  it("finds the nouns of comments that share a verb ('see') rather than the verb", async () => {
    const texts = Array.from({ length: 12 }, (_, index) =>
      index % 2 === 0
        ? `I do not see any career growth for me, said person ${index}.`
        : `We rarely see the senior leadership team on site ${index}.`,
    );
    const analysis = await analyse('en_US', texts);
    const phrases = analysis.themes.map((theme) => theme.phrase);
    expect(phrases).not.toContain('see');
    expect(phrases.some((phrase) => /career growth/.test(phrase))).toBe(true);
    expect(phrases.some((phrase) => /leadership/.test(phrase))).toBe(true);
  });

  it('quotes a comment written twice (or pasted with other spacing and case) once', async () => {
    const texts = [
      ...Array.from({ length: 6 }, () => 'Too many meetings every week, the meetings take all my time.'),
      'too many  meetings every week, the meetings take ALL my time',
      'The team is friendly and the team lunches are great.',
      'Our team helps when the meetings run late.',
      'Parking near the office is hard to find.',
    ];
    const analysis = await analyse('en_US', texts);
    const keys = analysis.quotes.map((quote) =>
      quote.text
        .toLowerCase()
        .replace(/[\p{P}\s]+/gu, ' ')
        .trim(),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(analysis.quotes.length).toBe(4);
  });
});
