import { useQuery } from '@tanstack/react-query';
import { workspaceAssessmentsQuery } from '../queries';

/** The workspace's assessments; the filters offer those that ask for collaborators. */
export function useCollaborationAssessments(workspaceId: string) {
  return useQuery(workspaceAssessmentsQuery(workspaceId));
}
