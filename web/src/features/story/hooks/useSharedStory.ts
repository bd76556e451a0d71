import { useQuery } from '@tanstack/react-query';
import { sharedStoryQuery } from '../queries';

/** a shared story, for a visitor who follows its link */
export function useSharedStory(link: string) {
  return useQuery(sharedStoryQuery(link));
}
