import { AddToStoryButton } from './AddToDataStory';

/** 'Add to Data Story' on the collaboration map: the map card as the story's JPG, with its percentiles and connectedness */
export function AddMapToDataStory(props: { workspaceId: string; percentiles: [number, number]; connectedness: number }) {
  const { workspaceId, percentiles, connectedness } = props;
  return (
    <AddToStoryButton
      workspaceId={workspaceId}
      draft={() => ({
        name: 'Collaboration map',
        kind: 'map',
        settings: {
          percentiles: { start_range: percentiles[0], end_range: percentiles[1] },
          connectedness_score: connectedness,
        },
      })}
    />
  );
}
