import type { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import type { MapSnapshotView } from '@canopy/contracts/analytics/mapLook';
import { AddToStoryButton } from './AddToDataStory';

/**
 * 'Add to Data Story' on the collaboration map: the filters it was drawn with and how it is viewed (colour, size,
 * connections, percentiles); the server draws the image from the map it computes (ADR 0132)
 */
export function AddMapToDataStory(props: {
  workspaceId: string;
  filters: CollaborationFilters;
  view: MapSnapshotView;
  percentiles: [number, number];
}) {
  const { workspaceId, filters, view, percentiles } = props;
  return (
    <AddToStoryButton
      workspaceId={workspaceId}
      draft={() => ({
        name: 'Collaboration map',
        kind: 'map',
        map: { request: filters, view },
        settings: { percentiles: { start_range: percentiles[0], end_range: percentiles[1] } },
      })}
    />
  );
}
