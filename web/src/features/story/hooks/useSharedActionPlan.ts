import { useQuery } from '@tanstack/react-query';
import { sharedActionPlanQuery } from '../queries';

/** a shared story's 'Action plan' slides, for a visitor who follows its link */
export function useSharedActionPlan(link: string) {
  return useQuery(sharedActionPlanQuery(link));
}
