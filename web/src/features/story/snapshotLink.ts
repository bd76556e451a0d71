import type { Snapshot } from '@canopy/contracts/story/api';
import { cultureSearch } from '../culture/cultureLink';

/** the Culture page's address part that opens a chart snapshot's chart again with the settings it was drawn with */
export const snapshotCultureSearch = (snapshot: Snapshot): string =>
  cultureSearch({
    block_id: snapshot.block_id,
    chart_id: snapshot.chart_id,
    assessment_id: snapshot.assessments_ids[0] ?? null,
    groupsNames: snapshot.settings.is_all_participants ? [] : snapshot.settings.groupsNames,
    period_of_answer_date: snapshot.settings.period_of_answer_date,
    cyclesLabels: snapshot.settings.activeRuns,
    hiring_range: snapshot.settings.hiring_range,
    view: snapshot.view,
  });
