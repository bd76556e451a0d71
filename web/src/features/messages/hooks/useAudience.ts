import { useMutation } from '@tanstack/react-query';
import { fetchAudience } from '../api';

/** Whom a message to these groups would reach now, asked before 'Send to N people?'; silent, the wizard says why not. */
export function useAudience(packageId: string) {
  return useMutation({ meta: { silentError: true }, mutationFn: (groups: string[]) => fetchAudience(packageId, groups) });
}
