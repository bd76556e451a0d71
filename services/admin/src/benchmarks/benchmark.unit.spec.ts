import { describe, expect, it } from 'vitest';
import { benchmarkRowOf, percentile, type WorkspaceAnswers } from './benchmark.ts';

const question = {
  code: 'eng',
  version: 1,
  assessment: 'Engagement',
  questionId: 'q1',
  questionNumber: 1,
  question: 'I am proud',
  scale: 'one_to_five',
};

/** a workspace of `team` whose `respondents` answered with the values given */
const workspace = (id: string, team: string, values: number[], minimumGroupSize = 3): WorkspaceAnswers => {
  const counts = Array.from({ length: 10 }, () => 0);
  for (const value of values) counts[value - 1]! += 1;
  return { workspaceId: id, teamId: team, minimumGroupSize, respondents: values.length, counts };
};

describe('the benchmark', () => {
  it('interpolates percentiles as PERCENTILE.INC does', () => {
    // =PERCENTILE.INC({1,2,3,4,10}, 0.25) = 2, 0.5 = 3, 0.75 = 4; {1,2,3,4} 0.25 = 1.75
    expect([0.25, 0.5, 0.75].map((p) => percentile([1, 2, 3, 4, 10], p))).toEqual([2, 3, 4]);
    expect(percentile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(percentile([7], 0.75)).toBe(7);
  });

  it('counts each workspace once, by its own average, from five workspaces of three teams', () => {
    const answers = [
      workspace('w1', 't1', [5, 5, 4]), // 4.67, as its Culture page shows it
      workspace('w2', 't1', [3, 3, 3]), // 3
      workspace('w3', 't2', [2, 2, 5]), // 3
      workspace('w4', 't2', [1, 2, 3, 4, 5, 5]), // 3.33
      workspace('w5', 't3', [4, 4, 4, 4]), // 4
      workspace('w6', 't3', []), // no scored answer: not counted
    ];
    // sorted averages 3, 3, 3.33, 4, 4.67: PERCENTILE.INC 0.5 = 3.33; the quartiles (3 and 4, two workspaces' own
    // averages) are not written under ten workspaces
    expect(benchmarkRowOf(question, answers)).toMatchObject({ workspaces: 5, p25: null, median: 3.33, p75: null });
  });

  it('writes the quartiles from ten workspaces, interpolated between ranks', () => {
    // averages 1..10 (each workspace answered its own value three times): PERCENTILE.INC 0.25 = 3.25, 0.5 = 5.5, 0.75 = 7.75
    const ten = Array.from({ length: 10 }, (_, index) => workspace(`w${index}`, `t${index % 3}`, [index + 1, index + 1, index + 1]));
    expect(benchmarkRowOf(question, ten)).toMatchObject({ workspaces: 10, p25: 3.25, median: 5.5, p75: 7.75 });
    expect(benchmarkRowOf(question, ten.slice(0, 9))).toMatchObject({ workspaces: 9, p25: null, median: 5, p75: null });
  });

  it('pools a workspace that answered under two copies of the assessment', () => {
    const answers = [
      workspace('w1', 't1', [5, 5, 5]),
      workspace('w1', 't1', [1, 1, 1]),
      workspace('w2', 't1', [3, 3, 3]),
      workspace('w3', 't2', [3, 3, 3]),
      workspace('w4', 't2', [3, 3, 3]),
      workspace('w5', 't3', [3, 3, 3]),
    ];
    expect(benchmarkRowOf(question, answers)).toMatchObject({ workspaces: 5, median: 3, p25: null, p75: null });
  });

  it('leaves out a workspace below its minimum group size, then writes no row under five workspaces', () => {
    const five = [
      workspace('w1', 't1', [5, 5, 4]),
      workspace('w2', 't1', [3, 3, 3]),
      workspace('w3', 't2', [2, 2, 5]),
      workspace('w4', 't2', [1, 2, 3, 4, 5]),
      workspace('w5', 't3', [4, 4, 4, 4]),
    ];
    expect(benchmarkRowOf(question, five)).not.toBeNull();
    const small = [...five.slice(0, 4), workspace('w5', 't3', [4, 4, 4, 4], 5)];
    expect(benchmarkRowOf(question, small)).toBeNull();
  });

  it('writes no row when the workspaces come from fewer than three teams', () => {
    const twoTeams = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'].map((id, index) => workspace(id, index < 3 ? 't1' : 't2', [4, 4, 4]));
    expect(benchmarkRowOf(question, twoTeams)).toBeNull();
  });
});
