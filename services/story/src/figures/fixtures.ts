import { ChartData } from '@canopy/contracts/analytics/api';

// Chart answers of every type as the analytics call sends them, for the image and deck specs: figures with two
// decimals, a group held back, a reversed question, passes, two cycles.

const JAN = '2026-01-10T15:00:00Z';
const JUN = '2026-06-10T15:00:00Z';

const group = (group_name: string, value_avg: number | null, respondents: number | null, cycle_date: string | null = null) => ({
  group_id: group_name === 'All participants' ? null : group_name,
  group_name,
  cycle_id: cycle_date,
  cycle_date,
  value_avg,
  respondents,
  suppressed: value_avg === null,
});

export const averages = ChartData.parse({
  type: 'type1',
  view: 'combined',
  scale: 'five',
  minimum_group_size: 5,
  held_back: 3,
  groups: [
    group('All participants', 3.76, 42),
    group('Customer Support', 2.5, 12),
    group('Engineering', 4.18, 9),
    group('Legal', null, null),
  ],
});

export const averagesByCycle = ChartData.parse({
  type: 'type1',
  view: 'cycles',
  scale: 'ten',
  minimum_group_size: 5,
  groups: [
    group('All participants', 7.25, 30, JAN),
    group('Sales', 6.5, 8, JAN),
    group('All participants', 8.1, 28, JUN),
    group('Sales', null, null, JUN),
  ],
});

const row = (question_id: string, question_body: string, values: number[], passes: number, extra: Record<string, unknown> = {}) => ({
  question_id,
  question_body,
  cycle_id: null,
  cycle_date: null,
  value1: values[0],
  value2: values[1],
  value3: values[2],
  value4: values[3],
  value5: values[4],
  passes,
  respondents: values.reduce((sum, value) => sum + value, passes),
  suppressed: false,
  ...extra,
});

export const distributions = ChartData.parse({
  type: 'type2',
  view: 'combined',
  minimum_group_size: 5,
  questions: [
    // 40 answers: 2 5% · 4 10% · 6 15% · 12 30% · 14 35% · passes 2 5%
    row('q1', 'I know what is expected of me at work', [2, 4, 6, 12, 14], 2),
    // 40 answers: 10 25% · 10 25% · 8 20% · 6 15% · 4 10% · passes 2 5%
    row('q2', 'I often think about leaving', [10, 10, 8, 6, 4], 2, { reversed: true }),
    row('q3', 'Held back question', [0, 0, 0, 0, 0], 0, { suppressed: true, respondents: null }),
  ],
});

export const scatter = ChartData.parse({
  type: 'type3',
  view: 'combined',
  minimum_group_size: 5,
  x_axis_name: 'Engagement',
  y_axis_name: 'Wellbeing',
  x_scale: 'five',
  y_scale: 'ten',
  points: [
    { name: 'Engineering', x: 3.42, y: 7.15, respondents: 9 },
    { name: 'Sales', x: 2.8, y: 5.5, respondents: 8 },
  ],
  overall_average_point: { x: 3.1, y: 6.4 },
  suppressed_groups: 1,
});

const point = (group_name: string, value: number | null, respondents: number | null, cycle_date: string | null = null) => ({
  group_name,
  cycle_id: cycle_date,
  cycle_date,
  promoters: 10,
  passives: 10,
  detractors: 10,
  value,
  respondents,
  suppressed: value === null,
});

export const netScores = ChartData.parse({
  type: 'type4',
  view: 'combined',
  minimum_group_size: 5,
  scale: 'ten',
  axis: { min: -100, max: 100, step: 5 },
  points: [point('All participants', -14.9, 47), point('Engineering', 33.3, 9), point('Sales', 55.5, 8), point('Legal', null, null)],
});

export const netScoresByCycle = ChartData.parse({
  type: 'type4',
  view: 'cycles',
  minimum_group_size: 5,
  scale: 'ten',
  axis: { min: -100, max: 100, step: 5 },
  // the later cycle first: the page and the deck put cycles in date order
  points: [point('All participants', 12.5, 30, JUN), point('All participants', -14.9, 47, JAN), point('Sales', 21.4, 8, JAN)],
});

export const heatmap = ChartData.parse({
  type: 'type5',
  view: 'combined',
  minimum_group_size: 5,
  questions: [
    { id: 'q1', body: 'I know what is expected of me', scale: 'five' },
    { id: 'q2', body: 'How likely are you to recommend us', scale: 'ten' },
  ],
  groups: [
    { group_id: null, group_name: 'All participants' },
    { group_id: 'ops', group_name: 'Operations' },
  ],
  cells: [
    { group_id: null, question_id: 'q1', value_avg: 3.76, respondents: 42, suppressed: false },
    { group_id: null, question_id: 'q2', value_avg: 6.12, respondents: 40, suppressed: false },
    { group_id: 'ops', question_id: 'q1', value_avg: 4.05, respondents: 7, suppressed: false },
    { group_id: 'ops', question_id: 'q2', value_avg: null, respondents: null, suppressed: true },
  ],
});
