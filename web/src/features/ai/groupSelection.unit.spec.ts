import { describe, expect, it } from 'vitest';
import { ALL_PARTICIPANTS, isCategoryChosen, isGroupChosen, reportGroupsOf, toggleCategory, toggleGroup } from './groupSelection';

const groups = new Map([
  ['', ['g1', 'g2', 'g3']],
  ['department', ['d1', 'd2']],
]);

describe("the AI Report's group choice", () => {
  it("starts at 'all participants', which a specific choice deactivates and choosing 'all' brings back", () => {
    expect(reportGroupsOf(ALL_PARTICIPANTS, groups)).toEqual({ is_all_participants: true, groups_id: [] });
    const one = toggleGroup(ALL_PARTICIPANTS, '', 'g2', groups);
    expect(reportGroupsOf(one, groups)).toEqual({ is_all_participants: false, groups_id: ['g2'] });
    expect(isGroupChosen(one, '', 'g2')).toBe(true);
  });

  it('toggles a category as a whole through its own all entry', () => {
    const department = toggleCategory(ALL_PARTICIPANTS, 'department');
    expect(isCategoryChosen(department, 'department')).toBe(true);
    expect(reportGroupsOf(department, groups)).toEqual({ is_all_participants: false, groups_id: ['d1', 'd2'] });
    expect(toggleCategory(department, 'department')).toEqual(ALL_PARTICIPANTS);
  });

  it("reverts a category to its 'all' entry once all or none of its groups are chosen", () => {
    let selection = toggleGroup(ALL_PARTICIPANTS, '', 'g1', groups);
    selection = toggleGroup(selection, '', 'g2', groups);
    expect(isCategoryChosen(selection, '')).toBe(false);
    selection = toggleGroup(selection, '', 'g3', groups);
    expect(isCategoryChosen(selection, '')).toBe(true);
    const single = toggleGroup(ALL_PARTICIPANTS, 'department', 'd1', groups);
    expect(isCategoryChosen(toggleGroup(single, 'department', 'd1', groups), 'department')).toBe(true);
  });

  it('choosing a group inside a category chosen whole narrows it to that group', () => {
    const whole = toggleCategory(ALL_PARTICIPANTS, '');
    expect(reportGroupsOf(toggleGroup(whole, '', 'g3', groups), groups).groups_id).toEqual(['g3']);
  });
});
