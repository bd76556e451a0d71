import { feedbackText } from '@canopy/contracts/actions/planTexts';
import { describe, expect, it } from 'vitest';
import { askedInText, feedbackNotice } from './feedbackNotice';

// The words around 'Ask about action taken in the next package' and each focus area's action feedback (ADR 0155).

const DAY = 86_400_000;
const cycleDate = new Date(Date.now() - 3 * DAY).toISOString();
const figure = { cycle_id: 'c2', cycle_date: cycleDate, favourable: 50, respondents: 6, ci_low: 18.76, ci_high: 81.24, withheld: null };

describe('the action feedback words', () => {
  it('names the package the question went to, or says it was there already', () => {
    expect(feedbackNotice({ added: true, package_name: 'Autumn pulse' }).message).toContain('is now in Autumn pulse');
    expect(feedbackNotice({ added: false, package_name: 'Autumn pulse' })).toEqual({
      title: 'Already asked',
      message: 'Autumn pulse already asks about action taken.',
    });
  });

  it('lists the packages asking it, and says nothing while none does', () => {
    expect(askedInText([{ name: 'Spring pulse' }, { name: 'Autumn pulse' }])).toBe('Action feedback asked in Spring pulse, Autumn pulse');
    expect(askedInText([])).toBeNull();
    expect(askedInText(undefined)).toBeNull();
  });

  it("writes a focus area's share with its interval and n, a held-back one with its reason, none before answers", () => {
    const text = feedbackText(figure, 'UTC');
    expect(text).toMatch(/^Action feedback \(.+\): 50% have seen action taken \(95% interval 19% to 81%\), n = 6$/);
    expect(feedbackText({ ...figure, favourable: null, respondents: null, ci_low: null, ci_high: null, withheld: 'small' }, 'UTC')).toMatch(
      /: held back \(too few respondents\)$/,
    );
    expect(feedbackText(null)).toBe('Action feedback: not answered yet');
  });
});
