import { AnalyticsMessages } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { chartInputOf, draftsError, emptyDraft } from './graphDrafts';

describe('Custom Graph drafts', () => {
  const ready = { key: 1, type: 'type1', assessmentId: 'a1', x: null, y: null };
  it('asks for a type of graph first, then for every field', () => {
    expect(draftsError([ready, emptyDraft(2)])).toBe(AnalyticsMessages.chooseType);
    expect(draftsError([ready, { ...emptyDraft(2), type: 'type2' }])).toBe(AnalyticsMessages.allFieldsRequired);
    expect(draftsError([{ ...ready, type: 'type3', y: 'q2' }])).toBe(AnalyticsMessages.allFieldsRequired);
  });
  it('lets complete graphs through, a scatter with both questions', () => {
    expect(draftsError([ready, { key: 2, type: 'type3', assessmentId: 'a1', x: 'q1', y: 'q2' }])).toBeNull();
  });
  it('names a graph after its type and sends questions only for a scatter', () => {
    expect(chartInputOf({ ...ready, x: 'q1' })).toEqual({ type: 'type1', assessment_id: 'a1', name: 'Group averages' });
    expect(chartInputOf({ key: 3, type: 'type3', assessmentId: 'a1', x: 'q1', y: 'q2' })).toEqual({
      type: 'type3',
      assessment_id: 'a1',
      name: 'Question against question',
      x_question_id: 'q1',
      y_question_id: 'q2',
    });
  });
});
