import type { TextAnalyser } from '@canopy/analytics';
import type { LanguageTag } from '@canopy/contracts/survey/api';
import { describe, expect, it } from 'vitest';

// What every adapter of the analysis port must answer (ADR 0071), whatever finds the themes: shares counted from the
// comments, sentiment per comment summing to the comments (or none where the language gets none), quotes that are
// comments sent, dated to the day, and a summary.

const COMMENTS = [
  'I love the flexible schedule and the friendly colleagues',
  'Schedule changes come too late, planning is terrible',
  'Great colleagues, always helpful when the workload grows',
  'The workload is heavy and the schedule is unpredictable',
  'Colleagues are excellent but the tools are slow',
  'More training on the tools would help a lot',
  'Training budget is small and the workload keeps growing',
  'I love working here, friendly colleagues everywhere',
  'Planning meetings take too long',
  'The schedule works for my family',
  'Tools crash every week, terrible experience',
  'Colleagues share knowledge generously',
].map((text, index) => ({ text, day: `2026-11-${String(10 + (index % 5)).padStart(2, '0')}` }));

export const aiAnalyserContract = (name: string, open: () => TextAnalyser) =>
  describe(`analysis port contract: ${name}`, () => {
    const analyse = (language: LanguageTag, comments = COMMENTS) =>
      open().analyse({ question: 'What would you change?', language, comments });

    it('answers themes whose shares are their comments over all the comments', async () => {
      const analysis = await analyse('en_US');
      expect(analysis.themes.length).toBeGreaterThan(0);
      for (const theme of analysis.themes) {
        expect(theme.phrase.trim()).not.toBe('');
        expect(theme.comments).toBeGreaterThan(0);
        expect(theme.comments).toBeLessThanOrEqual(COMMENTS.length);
        expect(theme.share).toBeCloseTo(theme.comments / COMMENTS.length, 9);
      }
      expect(analysis.themes.some((theme) => /colleague/i.test(theme.phrase))).toBe(true);
    });

    it('reads a sentiment for every comment where the language has one, and for each theme', async () => {
      const analysis = await analyse('en_US');
      const counts = analysis.sentiment!;
      expect(counts.positive + counts.neutral + counts.negative).toBe(COMMENTS.length);
      expect(counts.positive).toBeGreaterThan(0);
      expect(counts.negative).toBeGreaterThan(0);
      for (const theme of analysis.themes) expect(['positive', 'neutral', 'negative']).toContain(theme.sentiment);
    });

    it('answers no sentiment for Hebrew and Hmong, and says so in the summary', async () => {
      for (const language of ['he_IL', 'cn_HMN'] as const) {
        const analysis = await analyse(language);
        expect(analysis.sentiment).toBeNull();
        expect(analysis.themes.every((theme) => theme.sentiment === null)).toBe(true);
      }
    });

    it('quotes only comments it was sent, with their day, at most five, each once', async () => {
      const analysis = await analyse('en_US');
      expect(analysis.quotes.length).toBeGreaterThan(0);
      expect(analysis.quotes.length).toBeLessThanOrEqual(5);
      expect(new Set(analysis.quotes.map((quote) => quote.text)).size).toBe(analysis.quotes.length);
      for (const quote of analysis.quotes) {
        const sent = COMMENTS.find((comment) => comment.text === quote.text);
        expect(sent).toBeDefined();
        expect(quote.day).toBe(sent!.day);
      }
      expect(analysis.summary.trim().length).toBeGreaterThan(10);
    });
  });
