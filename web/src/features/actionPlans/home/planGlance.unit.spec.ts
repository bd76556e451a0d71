import type { ActionAnswer, ActionPlan, FocusAreaAnswer } from '@canopy/contracts/actions/api';
import { describe, expect, it } from 'vitest';
import { planGlanceOf } from './planGlance';

const action = (id: string, over: Partial<ActionAnswer>): ActionAnswer => ({
  id,
  focus_area_id: 'f',
  title: id,
  description: '',
  owner: { kind: 'consultant', consultant_id: 'c1', name: 'Ada', email: 'ada@x.example' },
  due_date: '2026-12-20',
  status: 'planned',
  overdue: false,
  notes: [],
  checklist: [],
  created_at: '2026-12-01T10:00:00Z',
  updated_at: '2026-12-01T10:00:00Z',
  ...over,
});
const area = (status: 'active' | 'closed', actions: ActionAnswer[]) => ({ id: status, status, actions }) as unknown as FocusAreaAnswer;

describe("Home's glance at the plan", () => {
  it('counts overdue and due within seven days, open ones only, under active focus areas; the latest change', () => {
    const plan: ActionPlan = {
      workspace_id: 'w',
      focus_areas: [
        area('active', [
          action('late', { due_date: '2026-12-01', overdue: true }),
          action('soon', { due_date: '2026-12-10', updated_at: '2026-12-06T09:00:00Z' }),
          action('edge', { due_date: '2026-12-14' }),
          action('later', { due_date: '2026-12-15' }),
          action('done', { due_date: '2026-12-09', status: 'done', updated_at: '2026-12-07T08:00:00Z' }),
        ]),
        area('closed', [action('closed', { due_date: '2026-12-08', updated_at: '2026-12-07T09:00:00Z' })]),
      ],
    };
    const glance = planGlanceOf(plan, '2026-12-07');
    expect(glance.overdue.map((item) => item.id)).toEqual(['late']);
    expect(glance.dueThisWeek.map((item) => item.id)).toEqual(['soon', 'edge']);
    expect(glance.latest?.id).toBe('done');
    expect(glance.focusAreas).toBe(1);
  });
});
