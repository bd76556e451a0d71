import { describe, expect, it } from 'vitest';
import { answerTypesOf, questionCount, textOf, truncateTitle } from './text';

describe('library texts', () => {
  it('reads the English text, else the first language there is', () => {
    expect(textOf({ en_US: 'Engagement', es_ES: 'Compromiso' })).toBe('Engagement');
    expect(textOf({ en_US: 'Engagement', es_ES: 'Compromiso' }, 'es_ES')).toBe('Compromiso');
    expect(textOf({ en_US: 'Engagement' }, 'fr_FR')).toBe('Engagement');
    expect(textOf({ fr_FR: 'Engagement' })).toBe('Engagement');
    expect(textOf({})).toBe('');
  });

  it('cuts long titles with an ellipsis, short ones as they are', () => {
    expect(truncateTitle('Psychological Safety', 30)).toBe('Psychological Safety');
    expect(truncateTitle('Inclusion and Belonging across the whole organisation', 30)).toBe('Inclusion and Belonging across…');
    expect(truncateTitle('x'.repeat(50), 50)).toBe('x'.repeat(50));
    // at the last whole word that fits, so the visible words are words of the button's name
    expect(truncateTitle('Big Five Personality (linked survey)', 30)).toBe('Big Five Personality…');
    expect(truncateTitle('x'.repeat(60), 50)).toBe(`${'x'.repeat(50)}…`);
  });

  it('counts questions', () => {
    expect(questionCount(1)).toBe('1 question');
    expect(questionCount(0)).toBe('0 questions');
    expect(questionCount(6)).toBe('6 questions');
  });

  it('lists each answer type a mixed assessment holds, once, in question order', () => {
    const question = (answer_type: 'one_to_five' | 'one_to_ten' | 'text') => ({ index: 0, id: 'q', body: {}, answer_type });
    const mixed = {
      answer_type: 'one_to_five' as const,
      questions: [question('one_to_ten'), question('one_to_five'), question('one_to_ten'), question('text')],
    };
    expect(answerTypesOf(mixed)).toEqual(['one_to_ten', 'one_to_five', 'text']);
    expect(answerTypesOf({ answer_type: 'one_to_five', questions: [] })).toEqual(['one_to_five']);
  });
});
