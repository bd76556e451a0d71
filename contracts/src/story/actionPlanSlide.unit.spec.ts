import { describe, expect, it } from 'vitest';
import type { FocusAreaAnswer } from '../actions/api.ts';
import { ActionPlanSlide, actionPlanSlideOf } from './actionPlanSlide.ts';

// A focus area of the plan reader as its 'Action plan' slide (ADR 0156): the figures the slide shows, owners by
// name, and nothing the link does not need (no e-mail, consultant id, note, description or checklist).

const area: FocusAreaAnswer = {
  id: 'f1',
  subject: { kind: 'question', assessment_id: 'as1', question_id: 'q1' },
  label: 'My manager listens to me',
  population: { group_id: 'g1', name: 'Engineering' },
  baseline: { cycle_id: 'c1', cycle_date: '2026-11-10T15:00:00.000Z', value: 3.4167, respondents: 24, ci_low: 3.1, ci_high: 3.738 },
  target: { kind: 'change', value: 0.3 },
  target_value: 3.72,
  status: 'active',
  outcome: null,
  outcome_note: null,
  created_at: '2026-12-01T10:00:00.000Z',
  closed_at: null,
  tracking: {
    cycle_id: 'c2',
    cycle_date: '2027-03-03T15:00:00.000Z',
    value: 3.804,
    respondents: 22,
    ci_low: 3.5,
    ci_high: 4.1,
    favourable: null,
    withheld: null,
    change: { from: 3.42, to: 3.8, difference: 0.3873, ci_low: 0.05, ci_high: 0.72, p: 0.0123, mark: 'improved' },
    target_met: true,
  },
  actions: [
    {
      id: 'a1',
      focus_area_id: 'f1',
      title: 'Career conversations',
      description: 'Private: with the two team leads who asked',
      owner: { kind: 'contact', consultant_id: null, name: 'Grace Hopper', email: 'grace@client.example' },
      due_date: '2027-01-04',
      status: 'in_progress',
      overdue: false,
      notes: [
        {
          id: 'n1',
          body: 'Spoke with Lee about the move',
          at: '2026-12-02T10:00:00.000Z',
          author: { kind: 'contact', name: 'Grace Hopper' },
        },
      ],
      checklist: [{ id: 'k1', text: 'Book the room', done: false }],
      created_at: '2026-12-01T10:00:00.000Z',
      updated_at: '2026-12-02T10:00:00.000Z',
    },
    {
      id: 'a2',
      focus_area_id: 'f1',
      title: 'Publish the promotion criteria',
      description: '',
      owner: { kind: 'consultant', consultant_id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
      due_date: '2026-12-01',
      status: 'planned',
      overdue: true,
      notes: [],
      checklist: [],
      created_at: '2026-12-01T10:00:00.000Z',
      updated_at: '2026-12-01T10:00:00.000Z',
    },
  ],
};

describe("a focus area's 'Action plan' slide", () => {
  const slide = actionPlanSlideOf(area, 'America/New_York');

  it("carries the baseline, the target, the next cycle's figure and mark, and each action by title, owner name, due day and status", () => {
    expect(slide.baseline).toEqual({
      cycle_date: '2026-11-10T15:00:00.000Z',
      value: 3.4167,
      respondents: 24,
      ci_low: 3.1,
      ci_high: 3.738,
      favourable: null,
    });
    expect(slide.target_value).toBe(3.72);
    expect(slide.tracking).toMatchObject({ value: 3.804, respondents: 22, change: { mark: 'improved', p: 0.0123 }, target_met: true });
    expect(slide.actions).toEqual([
      {
        title: 'Career conversations',
        owner: { kind: 'contact', name: 'Grace Hopper' },
        due_date: '2027-01-04',
        status: 'in_progress',
        overdue: false,
      },
      {
        title: 'Publish the promotion criteria',
        owner: { kind: 'consultant', name: 'Ada Lovelace' },
        due_date: '2026-12-01',
        status: 'planned',
        overdue: true,
      },
    ]);
    expect(slide.text).toEqual({
      title: 'Action plan: My manager listens to me',
      population: 'Engineering · measured Nov 10 2026',
      baseline: 'Baseline 3.42 (95% interval 3.10 to 3.74), n = 24',
      target: 'Target +0.30 by the next cycle (3.72)',
      tracking: 'Next cycle (Mar 03 2027): 3.80, n = 22 · Improved (+0.39, p = 0.012) · target met',
      feedback: null,
      actions: [
        ['Career conversations', 'Grace Hopper', 'Jan 04 2027', 'In progress'],
        ['Publish the promotion criteria', 'Ada Lovelace', 'Dec 01 2026', 'Planned (overdue)'],
      ],
    });
  });

  it('holds no e-mail, consultant id, note, description or checklist, and is all its strict schema allows', () => {
    const json = JSON.stringify(slide);
    for (const secret of ['grace@client.example', 'ada@example.com', 'u1', 'Spoke with Lee', 'Private:', 'Book the room', 'c1', 'c2'])
      expect(json).not.toContain(secret);
    expect(ActionPlanSlide.parse(slide)).toEqual(slide);
    expect(() =>
      ActionPlanSlide.parse({ ...slide, actions: [{ ...slide.actions[0], owner: { kind: 'contact', name: 'G', email: 'g@x' } }] }),
    ).toThrow();
  });

  it("carries the action feedback question's share where a later cycle asked it, held back as the plan says", () => {
    const asked = actionPlanSlideOf(
      {
        ...area,
        action_feedback: {
          cycle_id: 'c2',
          cycle_date: '2027-03-03T15:00:00.000Z',
          favourable: 50,
          respondents: 22,
          ci_low: 30.7,
          ci_high: 69.3,
          withheld: null,
        },
      },
      'America/New_York',
    );
    expect(asked.action_feedback).toEqual({
      cycle_date: '2027-03-03T15:00:00.000Z',
      favourable: 50,
      respondents: 22,
      ci_low: 30.7,
      ci_high: 69.3,
      withheld: null,
    });
    expect(asked.text.feedback).toBe('Action feedback (Mar 03 2027): 50% have seen action taken (95% interval 31% to 69%), n = 22');
    expect(JSON.stringify(asked)).not.toContain('c2');
    const held = actionPlanSlideOf({
      ...area,
      action_feedback: {
        cycle_id: 'c2',
        cycle_date: null,
        favourable: null,
        respondents: null,
        ci_low: null,
        ci_high: null,
        withheld: 'small',
      },
    });
    expect(held.text.feedback).toBe('Action feedback: held back (too few respondents)');
  });

  it('names an erased contact as a client contact', () => {
    const erased = actionPlanSlideOf({
      ...area,
      actions: [{ ...area.actions[0]!, owner: { kind: 'contact', consultant_id: null, name: null, email: null } }],
    });
    expect(erased.text.actions[0]![1]).toBe('Client contact');
  });
});
