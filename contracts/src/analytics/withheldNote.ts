import type { ChartData } from './api.ts';

/**
 * What a chart says about the figures it does not show (ADR 0128), in one sentence per reason: the groups hidden
 * because fewer than the minimum answered, and the filters or groups refused because, beside the figures released,
 * they would set fewer than the minimum apart. Said on the card, in the story and on the slide.
 */
export const NOT_ENOUGH_FOR_FILTER = 'Not enough responses to show this filter';

type Row = { name: string; withheld: 'small' | 'apart' | null | undefined; suppressed: boolean; everyone: boolean };

const rowsOf = (chart: ChartData): Row[] => {
  switch (chart.type) {
    case 'type1':
      return chart.groups.map((group) => ({
        name: group.group_name,
        withheld: group.withheld,
        suppressed: group.suppressed,
        everyone: group.group_id === null,
      }));
    case 'type4':
      return chart.points.map((point) => ({
        name: point.group_name,
        withheld: point.withheld,
        suppressed: point.suppressed,
        everyone: point.group_name === 'All participants',
      }));
    case 'type5':
      return chart.cells.map((cell) => ({
        name: chart.groups.find((group) => group.group_id === cell.group_id)?.group_name ?? '',
        withheld: cell.withheld,
        suppressed: cell.suppressed,
        everyone: cell.group_id === null,
      }));
    case 'type2':
      return chart.questions.map((question) => ({
        name: question.question_body,
        withheld: question.withheld,
        suppressed: question.suppressed,
        everyone: false,
      }));
    default:
      return [];
  }
};

const listOf = (names: readonly string[]) => [...new Set(names)].filter(Boolean).join(', ');

export const withheldNoteOf = (chart: ChartData): string[] => {
  const minimum = chart.minimum_group_size;
  // a figure stored before the reason was sent was hidden as small (the rule of its day)
  const rows = rowsOf(chart)
    .filter((row) => row.suppressed)
    .map((row) => ({ ...row, withheld: row.withheld ?? 'small' }));
  const lines: string[] = [];
  const everyone = rows.filter((row) => row.everyone);
  if (everyone.some((row) => row.withheld === 'apart'))
    lines.push(`${NOT_ENOUGH_FOR_FILTER}: beside the figures already shown, it would set fewer than ${minimum} respondents apart.`);
  else if (everyone.some((row) => row.withheld === 'small'))
    lines.push(`${NOT_ENOUGH_FOR_FILTER}: fewer than ${minimum} respondents answered under it.`);
  const small = listOf(rows.filter((row) => !row.everyone && row.withheld === 'small').map((row) => row.name));
  if (small) lines.push(`Hidden, fewer than ${minimum} respondents: ${small}.`);
  const apart = listOf(rows.filter((row) => !row.everyone && row.withheld === 'apart').map((row) => row.name));
  if (apart) lines.push(`Hidden so that no group smaller than ${minimum} can be worked out from the others: ${apart}.`);
  return lines;
};
