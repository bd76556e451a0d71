import { describe, expect, it } from 'vitest';
import { checkDraft, draftFrom, newQuestion, requestOf } from './assessmentDraft';

describe('the assessment form', () => {
  it('asks for a title, a category and a question, as the server words them', () => {
    expect(checkDraft(draftFrom(null, null))).toEqual({
      name: 'Title is required',
      category_id: 'Category is required',
      questions: 'In assessment should be at least one question',
    });
    const ready = {
      ...draftFrom(null, 'c1'),
      name: { en_US: 'Pulse' },
      questions: [{ ...newQuestion('one_to_five'), body: { en_US: 'I enjoy my work' } }],
    };
    expect(checkDraft(ready)).toEqual({});
  });

  it('checks a linked survey link and sends it as the one question', () => {
    const linked = { ...draftFrom(null, 'c1'), name: { en_US: 'Exit' }, type: 'linked_survey' as const, link: 'forms.example.com' };
    expect(checkDraft(linked).link).toBe('Please, enter the correct link with https:// or http:// and the domain name');
    const fixed = { ...linked, link: ' https://forms.example.com/exit ' };
    expect(checkDraft(fixed)).toEqual({});
    expect(requestOf(fixed).questions).toEqual([
      { index: 0, id: undefined, body: { en_US: 'https://forms.example.com/exit' }, answer_type: 'linked_survey' },
    ]);
    expect(requestOf(fixed).answer_type).toBe('linked_survey');
  });

  it('numbers the questions in the order shown and keeps their ids', () => {
    const draft = {
      ...draftFrom(null, 'c1'),
      questions: [
        { ...newQuestion('text'), id: 'q9', body: { en_US: 'B' } },
        { ...newQuestion('one_to_ten'), body: { en_US: 'A' } },
      ],
    };
    expect(requestOf(draft).questions.map((question) => [question.index, question.id, question.answer_type])).toEqual([
      [0, 'q9', 'text'],
      [1, undefined, 'one_to_ten'],
    ]);
  });
});
