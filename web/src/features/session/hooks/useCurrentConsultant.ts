import { useQuery } from '@tanstack/react-query';
import { currentConsultantQuery } from '../queries';

/** GET /consultants/current, while there is a session to ask with. */
export function useCurrentConsultant(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentConsultantQuery(), enabled: options.enabled ?? true });
}
