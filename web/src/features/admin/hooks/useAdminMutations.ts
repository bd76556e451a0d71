import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addMember, addTeam, resetMemberPassword } from '../api';
import { adminKeys } from '../queries';

/** the admin changes: each reloads the teams table and the audit trail it adds to */
const useAdminMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useAddTeam = () => useAdminMutation(addTeam);
export const useAddMember = () => useAdminMutation(addMember);
export const useResetMemberPassword = () => useAdminMutation(resetMemberPassword);
