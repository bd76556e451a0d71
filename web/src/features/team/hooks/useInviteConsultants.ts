import type { InviteConsultantRequest } from '@canopy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/http';
import { inviteConsultant } from '../api';
import { teamKeys } from '../queries';

export type InviteOutcome = { request: InviteConsultantRequest; error: string | null };

/**
 * Sends one POST /consultants per valid row (in parallel) and reports each outcome; the team is reloaded
 * afterwards whatever happened, since some invitations may have gone through.
 */
export function useInviteConsultants() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: async (requests: readonly InviteConsultantRequest[]): Promise<InviteOutcome[]> => {
      const settled = await Promise.allSettled(requests.map((request) => inviteConsultant(request)));
      return settled.map((result, index) => ({
        request: requests[index]!,
        error: result.status === 'fulfilled' ? null : errorDetail(result.reason),
      }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.myTeam() }),
  });
}
