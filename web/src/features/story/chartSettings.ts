import {
  HIRING_RANGE_LABELS,
  PeriodOfAnswerDate,
  type BlocksResponse,
  type ChartDataRequest,
  type HiringRange,
} from '@canopy/contracts/analytics/api';
import type { SnapshotSettings } from '@canopy/contracts/story/api';
import { cycleLabel } from '../culture/chartSummary';

/** what a chart was drawn with, as its slide shows it: labels of the groups, assessment, cycles, period and tenure */
export function chartSettings(input: {
  request: ChartDataRequest;
  assessmentName: string;
  groupNames: ReadonlyMap<string, string>;
  cycles: BlocksResponse['cycles'];
}): Partial<SnapshotSettings> {
  const { request } = input;
  const groupsIds = request.groups_ids ?? [];
  const cyclesIds = new Set(request.cycles_ids ?? []);
  return {
    is_all_participants: groupsIds.length === 0,
    groupsNames: groupsIds.map((id) => input.groupNames.get(id) ?? id),
    is_all_assessments: false,
    assesmNames: [input.assessmentName],
    period_of_answer_date: request.period_of_answer_date ? PeriodOfAnswerDate.parse(request.period_of_answer_date) : null,
    activeRuns: input.cycles.filter((cycle) => cyclesIds.has(cycle.id)).map(cycleLabel),
    questions_ids: request.questions_ids ?? [],
    hiring_range: request.period_of_hiring_date ? HIRING_RANGE_LABELS[request.period_of_hiring_date as HiringRange] : null,
  };
}
