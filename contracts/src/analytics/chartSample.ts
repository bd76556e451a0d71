import type { ChartData } from './api.ts';

// A chart's n as a card, a data story card and a slide state it: people, never answers, wherever the server sent a
// respondent count. In the Combined view a person who answered in two cycles is two answers and one respondent, so
// answers are stated only for figures saved in a story before distributions and net scores carried respondents.

const people = (count: number) => `${count} ${count === 1 ? 'respondent' : 'respondents'}`;
const range = (values: readonly number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}` : `${low}–${high}`;
};
const allEqual = (values: readonly number[]) => values.every((value) => value === values[0]);
const BELOW = 'n below the minimum group size';

type NetScore = Extract<ChartData, { type: 'type4' }>;
type Distributions = Extract<ChartData, { type: 'type2' }>;

/** the shown all-participants points of a net score, one per cycle in the Cycles view */
const netScoreTotals = (chart: NetScore) => chart.points.filter((point) => point.group_name === 'All participants' && !point.suppressed);

/** the people a net score's points are drawn from, per cycle; null when a stored point carries none */
const netScoreRespondents = (chart: NetScore): number[] | null => {
  const totals = netScoreTotals(chart);
  return totals.length > 0 && totals.every((point) => point.respondents !== null) ? totals.map((point) => point.respondents!) : null;
};

/** the people the eNPS split is drawn from: the n of net scores stored before their points carried respondents */
const enpsRespondents = (chart: NetScore): number | null =>
  chart.enps && !chart.enps.suppressed && chart.enps.respondents !== null ? chart.enps.respondents : null;

/** the people each shown distribution row is drawn from; null when a stored row carries none */
const distributionRespondents = (chart: Distributions): number[] | null => {
  const rows = chart.questions.filter((row) => !row.suppressed);
  return rows.length > 0 && rows.every((row) => row.respondents !== null) ? rows.map((row) => row.respondents!) : null;
};

/**
 * Whether the chart's n counts answers rather than people: only a distribution or net score saved in a story before
 * they carried respondent counts (a net score with an eNPS split then stated the split's people)
 */
export const sampleCountsAnswers = (chart: ChartData): boolean => {
  if (chart.type === 'type2') return chart.questions.some((row) => !row.suppressed) && distributionRespondents(chart) === null;
  if (chart.type === 'type4')
    return netScoreTotals(chart).length > 0 && netScoreRespondents(chart) === null && enpsRespondents(chart) === null;
  return false;
};

/** a distribution's n: one figure when every question (and cycle) has the same respondents, else their range */
const distributionSample = (chart: Distributions): string => {
  const rows = chart.questions.filter((row) => !row.suppressed);
  if (rows.length === 0) return BELOW;
  const counts = distributionRespondents(chart);
  if (counts === null) {
    const totals = rows.map((row) => row.value1 + row.value2 + row.value3 + row.value4 + row.value5 + row.passes);
    return `n = ${range(totals)} answers per ${chart.view === 'cycles' ? 'question and cycle' : 'question'}`;
  }
  if (chart.view === 'combined') return allEqual(counts) ? `n = ${people(counts[0]!)}` : `n = ${range(counts)} respondents per question`;
  // Cycles: per cycle when each cycle's questions agree, else per question and cycle
  const cycles = new Map<string, number[]>();
  for (const row of rows) cycles.set(row.cycle_id ?? '', [...(cycles.get(row.cycle_id ?? '') ?? []), row.respondents!]);
  const perCycle = [...cycles.values()].every(allEqual);
  return `n = ${range(counts)} respondents per ${perCycle ? 'cycle' : 'question and cycle'}`;
};

/** a net score's n: its all-participants respondents (per cycle in the Cycles view) */
const netScoreSample = (chart: NetScore): string => {
  const totals = netScoreTotals(chart);
  const counts = netScoreRespondents(chart);
  const perCycle = chart.view === 'cycles' ? ' per cycle' : '';
  if (counts !== null) return chart.view === 'cycles' ? `n = ${range(counts)} respondents per cycle` : `n = ${people(Math.max(...counts))}`;
  const enps = enpsRespondents(chart);
  if (enps !== null) return `n = ${people(enps)}`;
  if (totals.length === 0) return BELOW;
  return `n = ${range(totals.map((point) => point.promoters + point.passives + point.detractors))} answers${perCycle}`;
};

/**
 * The chart's n as the card states it: the respondents of all participants (per cycle in the Cycles view); a
 * distribution per question, a scatter its groups' respondents; held back entirely when nothing can be shown
 */
export const sampleOf = (chart: ChartData): string => {
  switch (chart.type) {
    case 'type1': {
      const all = chart.groups.filter((row) => row.group_id === null && !row.suppressed && row.respondents !== null);
      if (all.length === 0) return BELOW;
      const counts = all.map((row) => row.respondents!);
      return chart.view === 'cycles' ? `n = ${range(counts)} respondents per cycle` : `n = ${people(Math.max(...counts))}`;
    }
    case 'type2':
      return distributionSample(chart);
    case 'type3':
      return chart.points.length === 0 ? BELOW : `n = ${range(chart.points.map((point) => point.respondents))} respondents per group`;
    case 'type4':
      return netScoreSample(chart);
    case 'type5': {
      const all = chart.cells.filter((cell) => cell.group_id === null && !cell.suppressed && cell.respondents !== null);
      return all.length === 0 ? BELOW : `n = ${people(Math.max(...all.map((cell) => cell.respondents!)))}`;
    }
  }
};
