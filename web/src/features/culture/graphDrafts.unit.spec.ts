import { AnalyticsMessages } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { BlockNameForm, chartInputOf, customGraphForm, emptyDraft } from './graphDrafts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('Custom Graph form', () => {
  const ready = { key: 1, type: 'type1', assessmentId: 'a1', x: null, y: null };
  it('asks for a type of graph, an assessment, and a scatter both its questions, on the field concerned', () => {
    const form = customGraphForm(false);
    expect(messages(form.safeParse({ blockName: '', drafts: [ready, emptyDraft(2)] }))).toEqual({
      'drafts.1.type': AnalyticsMessages.chooseType,
      'drafts.1.assessmentId': AnalyticsMessages.allFieldsRequired,
    });
    expect(messages(form.safeParse({ blockName: '', drafts: [{ ...ready, type: 'type3', y: 'q2' }] }))).toEqual({
      'drafts.0.x': AnalyticsMessages.allFieldsRequired,
    });
  });
  it('lets complete graphs through, a scatter with both questions', () => {
    const drafts = [ready, { key: 2, type: 'type3', assessmentId: 'a1', x: 'q1', y: 'q2' }];
    expect(customGraphForm(false).safeParse({ blockName: '', drafts }).success).toBe(true);
  });
  it('names a new block with at least 3 characters once trimmed', () => {
    expect(messages(customGraphForm(true).safeParse({ blockName: ' Le ', drafts: [ready] }))).toEqual({
      blockName: AnalyticsMessages.blockNameTooShort,
    });
    expect(customGraphForm(true).safeParse({ blockName: 'Leadership view', drafts: [ready] }).success).toBe(true);
    expect(BlockNameForm.safeParse({ name: 'ab' }).success).toBe(false);
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
