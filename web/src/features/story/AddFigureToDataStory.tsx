import type { ChartDataRequest } from '@canopy/contracts/analytics/api';
import { AddToStoryButton } from './AddToDataStory';

/** 'Add to Data Story' on a figure kept as its image only (the driver analysis), with the filters it was drawn with */
export function AddFigureToDataStory(props: {
  workspaceId: string;
  name: string;
  assessmentName: string;
  filters: Partial<ChartDataRequest>;
}) {
  const { workspaceId, name, assessmentName, filters } = props;
  return (
    <AddToStoryButton
      workspaceId={workspaceId}
      draft={() => ({
        name,
        kind: 'figure',
        settings: {
          is_all_participants: (filters.groups_ids ?? []).length === 0,
          assesmNames: assessmentName ? [assessmentName] : [],
          questions_ids: filters.questions_ids ?? [],
        },
      })}
    />
  );
}
