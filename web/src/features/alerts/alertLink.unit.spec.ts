import { describe, expect, it } from 'vitest';
import { chartRequestOf, filtersOf, startSettingsOf } from '../culture/chartRequest';
import { alertChartPath, moveText, thresholdsText } from './alertLink';

describe('an alert on the page', () => {
  it("opens its question's Group averages chart in the Cycles view", () => {
    const path = alertChartPath({ assessment_id: 'a 1', question_id: 'q-7' });
    const params = new URL(path, 'http://canopy.test').searchParams;
    expect(path.startsWith('/analytics/culture?')).toBe(true);
    expect([params.get('block'), params.get('chart'), params.get('view'), params.get('question')]).toEqual([
      'default-a 1',
      'a 1-type1',
      'cycles',
      'q-7',
    ]);
  });

  it('states the move with its sign and the thresholds in words', () => {
    expect([moveText(27), moveText(-18), moveText(0)]).toEqual(['+27 points', '−18 points', '0 points']);
    expect(thresholdsText({ alpha: 0.05, minimum_respondents: 20, minimum_move: 8 })).toBe(
      'p below 0.05 after correction, 20 or more people in both cycles, a move of 8 points or more',
    );
  });

  it("narrows the Group averages chart it opens to the alert's question, and no other chart", () => {
    const filters = filtersOf([], 'all_time', ['', '']);
    const chart = (type: 'type1' | 'type4') => ({
      id: `a1-${type}`,
      name: 'c',
      type,
      assessment_id: 'a1',
      x_question_id: null,
      y_question_id: null,
    });
    const start = { cycleIds: [], hiring: null, view: 'cycles' as const, question: 'q2' };
    const questions = [
      { id: 'q1', body: 'One', answer_type: 'one_to_five' as const },
      { id: 'q2', body: 'Two', answer_type: 'one_to_five' as const },
    ];
    const averages = chartRequestOf(chart('type1'), filters, startSettingsOf(chart('type1'), questions, start));
    expect([averages.view, averages.questions_ids]).toEqual(['cycles', ['q2']]);
    expect(chartRequestOf(chart('type4'), filters, startSettingsOf(chart('type4'), questions, start)).questions_ids).toEqual([]);
  });
});
