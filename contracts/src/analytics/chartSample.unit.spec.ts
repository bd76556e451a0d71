import { describe, expect, it } from 'vitest';
import { ChartData, type Distribution, type NetScorePoint } from './api.ts';
import { sampleOf } from './chartSample.ts';

// The n a Culture card, a data story card and a slide state: people, per cycle in the Cycles view; answers only for
// figures a story stored before distributions and net scores carried respondents (they still parse: the story reader
// parses every stored row).

const BELOW = 'n below the minimum group size';
const everyone: NetScorePoint = {
  group_name: 'All participants',
  cycle_id: null,
  cycle_date: null,
  promoters: 6,
  passives: 2,
  detractors: 2,
  value: 40,
  respondents: 7,
  suppressed: false,
};
const netScore = (view: 'combined' | 'cycles', points: NetScorePoint[]): ChartData => ({
  type: 'type4',
  view,
  scale: 'five',
  minimum_group_size: 5,
  held_back: 0,
  axis: { min: -25, max: 75, step: 5 },
  points,
  enps: null,
});
// 15 answers and a pass
const row: Distribution = {
  question_id: 'a',
  question_body: 'I enjoy my work',
  reversed: false,
  cycle_id: null,
  cycle_date: null,
  value1: 1,
  value2: 2,
  value3: 3,
  value4: 4,
  value5: 5,
  passes: 1,
  respondents: 14,
  suppressed: false,
};
const distribution = (view: 'combined' | 'cycles', rows: Partial<Distribution>[]): ChartData => ({
  type: 'type2',
  view,
  minimum_group_size: 5,
  held_back: 0,
  questions: rows.map((item) => ({ ...row, ...item })),
});

describe('the n a chart states', () => {
  it('group averages and the heatmap: the respondents of all participants, per cycle in the Cycles view', () => {
    const average = { group_id: null, group_name: 'All participants', cycle_date: null, value_avg: 3.5, answers: 20, suppressed: false };
    const averages = (view: 'combined' | 'cycles', rows: { cycle_id: string | null; respondents: number }[]) =>
      sampleOf({
        type: 'type1',
        view,
        scale: 'five',
        minimum_group_size: 5,
        held_back: 0,
        groups: rows.map((item) => ({ ...average, ...item })),
      });
    expect(averages('combined', [{ cycle_id: null, respondents: 14 }])).toBe('n = 14 respondents');
    expect(
      averages('cycles', [
        { cycle_id: 'c1', respondents: 9 },
        { cycle_id: 'c2', respondents: 12 },
      ]),
    ).toBe('n = 9–12 respondents per cycle');
    const heatmap = (cells: Extract<ChartData, { type: 'type5' }>['cells']) =>
      sampleOf({ type: 'type5', view: 'combined', minimum_group_size: 5, held_back: 0, questions: [], groups: [], cells });
    expect(heatmap([])).toBe(BELOW);
    expect(
      heatmap([
        { group_id: null, question_id: 'q1', value_avg: 4, respondents: 11, suppressed: false },
        { group_id: null, question_id: 'q2', value_avg: 4, respondents: 10, suppressed: false },
        { group_id: 'g', question_id: 'q1', value_avg: 4, respondents: 6, suppressed: false },
      ]),
    ).toBe('n = 11 respondents');
  });

  it('a net score: its all-participants respondents, per cycle in the Cycles view, not a group’s', () => {
    expect(sampleOf(netScore('combined', [everyone, { ...everyone, group_name: 'Sales', respondents: 5 }]))).toBe('n = 7 respondents');
    expect(
      sampleOf(
        netScore('cycles', [
          { ...everyone, cycle_id: 'c1', respondents: 9 },
          { ...everyone, cycle_id: 'c2', respondents: 12 },
          { ...everyone, cycle_id: 'c3', respondents: null, value: null, suppressed: true },
        ]),
      ),
    ).toBe('n = 9–12 respondents per cycle');
    expect(sampleOf(netScore('combined', [{ ...everyone, respondents: null, value: null, suppressed: true }]))).toBe(BELOW);
  });

  it('a distribution: one figure when its questions agree, else a range per question, per cycle or per question and cycle', () => {
    expect(sampleOf(distribution('combined', [{}, { question_id: 'b' }]))).toBe('n = 14 respondents');
    expect(sampleOf(distribution('combined', [{}, { question_id: 'b', respondents: 12 }]))).toBe('n = 12–14 respondents per question');
    expect(
      sampleOf(
        distribution('cycles', [
          { cycle_id: 'c1', respondents: 15 },
          { question_id: 'b', cycle_id: 'c1', respondents: 15 },
          { cycle_id: 'c2', respondents: 4 },
        ]),
      ),
    ).toBe('n = 4–15 respondents per cycle');
    expect(
      sampleOf(
        distribution('cycles', [
          { cycle_id: 'c1', respondents: 15 },
          { question_id: 'b', cycle_id: 'c1', respondents: 13 },
        ]),
      ),
    ).toBe('n = 13–15 respondents per question and cycle');
    expect(sampleOf(distribution('combined', [{ respondents: null, suppressed: true }]))).toBe(BELOW);
  });

  it('a distribution stored without respondents parses and states its answers per question (and cycle)', () => {
    const { respondents: _, ...stored } = row;
    const figures = ChartData.parse({
      type: 'type2',
      view: 'cycles',
      minimum_group_size: 5,
      held_back: 0,
      questions: [
        { ...stored, cycle_id: 'c1' },
        { ...stored, cycle_id: 'c2', value1: 0, value2: 0, value3: 0, value4: 5, value5: 7, passes: 0 },
      ],
    });
    if (figures.type !== 'type2') throw new Error('expected type2');
    expect(figures.questions.map((item) => item.respondents)).toEqual([null, null]);
    expect(sampleOf(figures)).toBe('n = 12–16 answers per question and cycle');
  });

  it('a net score stored without respondents parses and states its answers, or its eNPS split’s people', () => {
    const { respondents: _, ...stored } = everyone;
    const figures = ChartData.parse(netScore('combined', [stored as NetScorePoint]));
    if (figures.type !== 'type4') throw new Error('expected type4');
    expect(figures.points[0]!.respondents).toBeNull();
    expect(sampleOf(figures)).toBe('n = 10 answers');
    const enps = {
      question_id: 'q',
      question_body: 'Recommend?',
      respondents: 12,
      promoters: 6,
      passives: 3,
      detractors: 3,
      promoters_share: 50,
      passives_share: 25,
      detractors_share: 25,
      value: 25,
      suppressed: false,
    };
    expect(sampleOf({ ...figures, enps })).toBe('n = 12 respondents');
  });
});
