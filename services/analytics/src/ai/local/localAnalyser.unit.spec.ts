import type { LanguageTag } from '@canopy/contracts/survey/api';
import { describe, expect, it } from 'vitest';
import { createLocalAnalyser } from './localAnalyser.ts';

// Comments a person wrote in each of the five languages, with the themes they meant (written down before running):
// the analyser must find each expected theme (as the phrase or a phrase holding it) with its share of the comments.

type Fixture = {
  language: LanguageTag;
  comments: string[];
  themes: Array<{ phrase: RegExp; comments: number }>;
  positive?: number[];
  negative?: number[];
  positiveTheme?: RegExp;
};

const FIXTURES: Fixture[] = [
  {
    language: 'en_US',
    comments: [
      'Too many meetings every week, the meetings take all my time.',
      'Meetings run long and nobody takes notes.',
      'I love my team, great people and great support.',
      'The team is friendly and helpful.',
      'Career growth is unclear, there is no promotion path.',
      'I want more career growth and training.',
      'Career growth feels slow compared to other companies.',
      'Our meetings could be shorter.',
      'The team always helps when I am stuck.',
      'Parking is terrible.',
    ],
    themes: [
      { phrase: /meeting/, comments: 3 },
      { phrase: /career growth/, comments: 3 },
      { phrase: /team/, comments: 3 },
    ],
    positive: [2, 3],
    negative: [9],
    positiveTheme: /team/,
  },
  {
    language: 'es_ES',
    comments: [
      'Las reuniones son demasiado largas y aburridas.',
      'Hay muchas reuniones inútiles cada semana.',
      'Mi equipo es excelente, me encanta trabajar con ellos.',
      'El equipo es muy amable y siempre ayuda.',
      'El salario es bajo para el trabajo que hacemos.',
      'Necesitamos un salario más justo.',
      'El ambiente del equipo es bueno.',
      'Las reuniones de los lunes no sirven para nada.',
    ],
    themes: [
      { phrase: /reuniones/, comments: 3 },
      { phrase: /equipo/, comments: 3 },
      { phrase: /salario/, comments: 2 },
    ],
    positive: [2, 3],
    positiveTheme: /equipo/,
  },
  {
    language: 'fr_FR',
    comments: [
      'Les réunions sont trop longues et inutiles.',
      'Trop de réunions chaque semaine.',
      "Mon équipe est formidable, j'adore travailler avec elle.",
      "L'équipe est très accueillante.",
      "Le salaire n'est pas bon.",
      'Le salaire est trop bas pour notre travail.',
      'Les réunions du lundi ne servent à rien.',
      'Une équipe solidaire et agréable.',
    ],
    themes: [
      { phrase: /réunions/, comments: 3 },
      { phrase: /équipe/, comments: 3 },
      { phrase: /salaire/, comments: 2 },
    ],
    positive: [2, 7],
    negative: [4],
    positiveTheme: /équipe/,
  },
  {
    language: 'he_IL',
    comments: [
      'יש יותר מדי ישיבות בשבוע',
      'ישיבות ארוכות ומיותרות',
      'ישיבות כל יום זה מעייף',
      'הצוות שלי מעולה ותומך',
      'הצוות עוזר תמיד',
      'אני אוהב את הצוות',
      'השכר נמוך מדי',
      'השכר לא הוגן',
    ],
    themes: [
      { phrase: /ישיבות/, comments: 3 },
      { phrase: /הצוות/, comments: 3 },
      { phrase: /השכר/, comments: 2 },
    ],
  },
  {
    language: 'cn_HMN',
    comments: [
      'Muaj ntau lub rooj sib tham dhau lawm',
      'Cov rooj sib tham ntev heev',
      'Rooj sib tham txhua hnub nkees heev',
      'Kuv pab neeg zoo heev',
      'Pab neeg pab kuv txhua zaus',
      'Kuv nyiam kuv pab neeg',
      'Nyiaj hli tsawg dhau',
      'Nyiaj hli tsis txaus siv',
    ],
    themes: [
      { phrase: /rooj sib tham/, comments: 3 },
      { phrase: /pab neeg/, comments: 3 },
      { phrase: /nyiaj hli/, comments: 2 },
    ],
  },
];

describe('the local analyser', () => {
  const analyser = createLocalAnalyser();
  for (const fixture of FIXTURES) {
    it(`finds the themes a person wrote down in ${fixture.language}, each with its share of the comments`, async () => {
      const comments = fixture.comments.map((text) => ({ text, day: '2026-11-02' }));
      const analysis = await analyser.analyse({ question: 'What would you change?', language: fixture.language, comments });
      for (const expected of fixture.themes) {
        const theme = analysis.themes.find((candidate) => expected.phrase.test(candidate.phrase));
        expect(theme, `${expected.phrase} among ${analysis.themes.map((item) => item.phrase).join(' | ')}`).toBeDefined();
        expect(theme!.comments).toBe(expected.comments);
        expect(theme!.share).toBeCloseTo(expected.comments / comments.length, 6);
      }
      expect(analysis.quotes.length).toBeGreaterThan(0);
      for (const quote of analysis.quotes) {
        expect(fixture.comments).toContain(quote.text);
        expect(quote.day).toBe('2026-11-02');
      }
      expect(analysis.summary).toContain(`${comments.length} comments`);
    });
  }

  for (const fixture of FIXTURES.filter((item) => item.positive)) {
    it(`reads the sentiment of each comment in ${fixture.language}, and of the themes`, async () => {
      const comments = fixture.comments.map((text) => ({ text, day: '2026-11-02' }));
      const analysis = await analyser.analyse({ question: 'Q', language: fixture.language, comments });
      const byText = new Map(analysis.quotes.map((quote) => [quote.text, quote.sentiment]));
      const single = async (text: string) =>
        (await analyser.analyse({ question: 'Q', language: fixture.language, comments: [{ text, day: '2026-11-02' }] })).sentiment!;
      for (const index of fixture.positive ?? [])
        expect((await single(fixture.comments[index]!)).positive, fixture.comments[index]).toBe(1);
      for (const index of fixture.negative ?? [])
        expect((await single(fixture.comments[index]!)).negative, fixture.comments[index]).toBe(1);
      const total = analysis.sentiment!;
      expect(total.positive + total.neutral + total.negative).toBe(comments.length);
      expect(analysis.themes.find((theme) => fixture.positiveTheme!.test(theme.phrase))!.sentiment).toBe('positive');
      for (const sentiment of byText.values()) expect(['positive', 'neutral', 'negative']).toContain(sentiment);
    });
  }

  it("says 'sentiment not analysed' in Hebrew and Hmong rather than guess", async () => {
    for (const fixture of FIXTURES.filter((item) => item.language === 'he_IL' || item.language === 'cn_HMN')) {
      const comments = fixture.comments.map((text) => ({ text, day: '2026-11-02' }));
      const analysis = await analyser.analyse({ question: 'Q', language: fixture.language, comments });
      expect(analysis.sentiment).toBeNull();
      expect(analysis.themes.every((theme) => theme.sentiment === null)).toBe(true);
      expect(analysis.quotes.every((quote) => quote.sentiment === null)).toBe(true);
      expect(analysis.summary).toMatch(/Sentiment not analysed in (Hebrew|Hmong)/);
    }
  });

  it('quotes in an order that does not follow the comments', async () => {
    const comments = Array.from({ length: 40 }, (_, index) => ({
      text: `Comment number ${index} about the meetings and the team`,
      day: '2026-11-02',
    }));
    const orders = new Set<string>();
    for (let run = 0; run < 6; run++) {
      const analysis = await analyser.analyse({ question: 'Q', language: 'en_US', comments });
      orders.add(analysis.quotes.map((quote) => quote.text).join('|'));
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});
