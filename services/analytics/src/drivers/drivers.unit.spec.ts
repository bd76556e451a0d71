import { sampleRankCorrelation } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { type DriverQuestion, driverTable, type QuestionAverage } from './drivers.ts';

const questions: DriverQuestion[] = [
  { id: 'q1', body: 'I trust my manager', index: 0, scale: 'five' },
  { id: 'q2', body: 'I can grow here', index: 1, scale: 'five' },
  { id: 'q3', body: 'How likely are you to recommend us?', index: 2, scale: 'ten' },
];
// six respondents: q1 tracks q3 closely, q2 runs against it; p6 passed q1 (no value)
const table: Record<string, [number | null, number, number]> = {
  p1: [5, 2, 10],
  p2: [4, 2, 9],
  p3: [4, 3, 8],
  p4: [2, 4, 4],
  p5: [1, 5, 2],
  p6: [null, 3, 6],
};
const values = Object.entries(table).flatMap(([participant_id, answers]) =>
  answers.flatMap((value, index) => (value === null ? [] : [{ participant_id, question_id: `q${index + 1}`, value }])),
);
const averages = new Map<string, QuestionAverage>([
  ['q1', { average: 3.2, respondents: 5 }],
  ['q2', { average: 3.17, respondents: 6 }],
  ['q3', { average: 6.5, respondents: 6 }],
]);
const column = (index: number, only?: (row: [number | null, number, number]) => boolean) =>
  Object.values(table)
    .filter((row) => row[index] !== null && (only ? only(row) : true))
    .map((row) => row[index]!);

describe('driverTable', () => {
  it("correlates each other question with the eNPS answers, as simple-statistics' Spearman does, with its n", () => {
    const { respondents, drivers } = driverTable({ questions, values, averages, outcome: 'enps', outcomeQuestionId: 'q3', minimum: 5 });
    expect(respondents).toBe(6);
    expect(drivers.map((driver) => driver.question_id)).toEqual(['q1', 'q2']);
    const withQ1 = (row: [number | null, number, number]) => row[0] !== null;
    expect(drivers[0]).toMatchObject({ n: 5, average: 3.2, suppressed: false });
    expect(drivers[0]!.correlation).toBeCloseTo(sampleRankCorrelation(column(0), column(2, withQ1)), 3);
    expect(drivers[1]).toMatchObject({ n: 6 });
    expect(drivers[1]!.correlation).toBeCloseTo(sampleRankCorrelation(column(1), column(2)), 3);
    expect(drivers[1]!.correlation).toBeLessThan(0);
  });

  it('takes as engagement index the mean 0-1 score over the other questions, the driver itself left out', () => {
    const { drivers } = driverTable({ questions, values, averages, outcome: 'engagement_index', outcomeQuestionId: null, minimum: 5 });
    const index = (row: [number | null, number, number], without: number) => {
      const scores = [row[0] === null ? null : (row[0] - 1) / 4, (row[1] - 1) / 4, (row[2] - 1) / 9].filter(
        (score, at): score is number => score !== null && at !== without,
      );
      return scores.reduce((sum, score) => sum + score, 0) / scores.length;
    };
    const rows = Object.values(table);
    const q2 = drivers.find((driver) => driver.question_id === 'q2')!;
    expect(q2.n).toBe(6);
    expect(q2.correlation).toBeCloseTo(
      sampleRankCorrelation(
        column(1),
        rows.map((row) => index(row, 1)),
      ),
      3,
    );
    const q3 = drivers.find((driver) => driver.question_id === 'q3')!;
    expect(q3.correlation).toBeCloseTo(
      sampleRankCorrelation(
        column(2),
        rows.map((row) => index(row, 2)),
      ),
      3,
    );
    expect(drivers).toHaveLength(3);
  });

  it('reads high impact with a low score as act first, and ranks by correlation', () => {
    const { drivers } = driverTable({ questions, values, averages, outcome: 'enps', outcomeQuestionId: 'q3', minimum: 5 });
    // q1: the stronger correlation, average 3.2 = 0.55 on 0-1; q2: weaker, 3.17 = 0.54: q1 is not the lower score
    expect(drivers.map((driver) => driver.priority)).toEqual(['keep_strong', 'monitor']);
    const low = new Map(averages).set('q1', { average: 2, respondents: 5 });
    const again = driverTable({ questions, values, averages: low, outcome: 'enps', outcomeQuestionId: 'q3', minimum: 5 }).drivers;
    expect(again.map((driver) => [driver.question_id, driver.priority])).toEqual([
      ['q1', 'act_first'],
      ['q2', 'maintain'],
    ]);
  });

  it('holds back a question with fewer pairs than the minimum, and everything when the outcome has too few respondents', () => {
    const six = driverTable({ questions, values, averages, outcome: 'enps', outcomeQuestionId: 'q3', minimum: 6 }).drivers;
    expect(six.find((driver) => driver.question_id === 'q1')).toMatchObject({
      suppressed: true,
      correlation: null,
      n: null,
      average: null,
    });
    expect(six.find((driver) => driver.question_id === 'q2')).toMatchObject({ suppressed: false, n: 6 });
    const seven = driverTable({ questions, values, averages, outcome: 'enps', outcomeQuestionId: 'q3', minimum: 7 });
    expect(seven.drivers.every((driver) => driver.suppressed && driver.priority === null)).toBe(true);
  });
});
