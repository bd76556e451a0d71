import { useQuery } from '@tanstack/react-query';
import { linkTokenQuery } from '../queries';

/** How to open the provider's connect flow (sandbox or Finch), asked only while the connect dialog is open. */
export function useLinkToken(workspaceId: string, opened: boolean) {
  return useQuery({ ...linkTokenQuery(workspaceId), enabled: opened });
}
