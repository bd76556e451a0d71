import { useQuery } from '@tanstack/react-query';
import { archivedQuery } from '../queries';

/** the team's archived assessments */
export function useArchivedAssessments() {
  return useQuery(archivedQuery());
}
