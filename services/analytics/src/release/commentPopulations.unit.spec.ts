import { describe, expect, it } from 'vitest';
import { commentVerdicts } from './commentPopulations.ts';

// Comments as their commenters' groups at the answer; the open-answer minimum is 10 as the workspace's default.
const comments = (count: number, ...groups: string[]) => Array.from({ length: count }, () => ({ group_ids: groups }));
const custom = (...ids: string[]) => ids.map((id) => ({ id, classification: false }));

describe("the AI's comment populations under the release rule", () => {
  it('refuses the smaller of two groups that differ by one comment, and keeps the larger and its complement', () => {
    // Ten: people 0-9; Ten and one: 0-10; Rest: 11-20
    const said = commentVerdicts(
      [...comments(10, 'ten', 'tenAndOne'), ...comments(1, 'tenAndOne'), ...comments(10, 'rest')],
      custom('ten', 'tenAndOne', 'rest'),
      10,
    );
    // everyone (21) first, then the larger groups: Ten and one (11) leaves 10 apart; Rest is that 10; Ten would set 1 apart
    expect(said.get('tenAndOne')).toEqual({ released: true });
    expect(said.get('rest')).toEqual({ released: true });
    expect(said.get('ten')).toEqual({ released: false, reason: 'apart' });
  });

  it('refuses a group whose complement among all participants is under the minimum, and a group under it as small', () => {
    // Engineering 10 of 13 English comments: all participants minus Engineering would be 3 people's comments
    const said = commentVerdicts([...comments(10, 'eng'), ...comments(3, 'sales'), ...comments(2)], custom('eng', 'sales'), 10);
    expect(said.get('eng')).toEqual({ released: false, reason: 'apart' });
    expect(said.get('sales')).toEqual({ released: false, reason: 'small' });
    // with 10 outside it, Engineering is its own atom
    expect(commentVerdicts([...comments(10, 'eng'), ...comments(10)], custom('eng'), 10).get('eng')).toEqual({ released: true });
  });

  it("admits the workspace's classification before other groups: the other group gives way where both cannot stand", () => {
    // a department of 12 and a custom group of 11 inside it, among 30 comments: 12 - 11 = 1
    const groups = [
      { id: 'team', classification: false },
      { id: 'department', classification: true },
    ];
    const said = commentVerdicts([...comments(11, 'department', 'team'), ...comments(1, 'department'), ...comments(18)], groups, 10);
    expect(said.get('department')).toEqual({ released: true });
    expect(said.get('team')).toEqual({ released: false, reason: 'apart' });
  });

  it('ignores groups no candidate names and counts anonymous comments in no group', () => {
    const said = commentVerdicts([...comments(10, 'a', 'gone'), ...comments(10)], custom('a'), 10);
    expect(said.get('a')).toEqual({ released: true });
    expect(said.has('gone')).toBe(false);
  });
});
