import type { ActionAnswer } from '@canopy/contracts/actions/api';
import { describe, expect, it } from 'vitest';
import { matches } from './actionFilters';

const action = (over: Partial<ActionAnswer>): ActionAnswer => ({
  id: 'a',
  focus_area_id: 'f',
  title: 't',
  description: '',
  owner: { kind: 'consultant', consultant_id: 'c1', name: 'Ada', email: 'ada@x.example' },
  due_date: '2026-12-10',
  status: 'planned',
  overdue: false,
  notes: [],
  checklist: [],
  created_at: '',
  updated_at: '',
  ...over,
});
const all = { status: null, owner: null, due: 'all' as const };

describe('action filters', () => {
  it('keeps what is due within seven days and still open for "this week"', () => {
    const today = '2026-12-07';
    expect(matches(action({ due_date: '2026-12-14' }), { ...all, due: 'week' }, today)).toBe(true);
    expect(matches(action({ due_date: '2026-12-15' }), { ...all, due: 'week' }, today)).toBe(false);
    expect(matches(action({ due_date: '2026-12-10', status: 'done' }), { ...all, due: 'week' }, today)).toBe(false);
    expect(matches(action({ due_date: '2026-12-15' }), { ...all, due: 'later' }, today)).toBe(true);
  });
  it('filters by status and by owner (a contact by e-mail)', () => {
    const contact = action({ owner: { kind: 'contact', consultant_id: null, name: 'Dana', email: 'dana@c.example' } });
    expect(matches(contact, { ...all, owner: 'contact:dana@c.example' }, '2026-12-07')).toBe(true);
    expect(matches(contact, { ...all, owner: 'c1' }, '2026-12-07')).toBe(false);
    expect(matches(action({ status: 'done' }), { ...all, status: 'in_progress' }, '2026-12-07')).toBe(false);
  });
});
