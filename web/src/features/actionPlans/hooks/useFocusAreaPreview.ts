import { useQuery } from '@tanstack/react-query';
import { chartQuery } from '../../culture/queries';
import { type FocusChoice, previewRequestOf } from '../makeFocusArea/focusAreaPreview';

/** the chart a focus area's baseline would be taken from (the server's own request), once a cycle is chosen */
export function useFocusAreaPreview(workspaceId: string, choice: FocusChoice | null) {
  return useQuery({
    ...chartQuery(workspaceId, 'focus-area', choice ? previewRequestOf(choice) : { type: 'type1' }),
    enabled: choice !== null,
  });
}
