import { useQuery } from '@tanstack/react-query';
import { templatesQuery } from '../queries';

/** The message templates of the team and the organisation. */
export function useTemplates() {
  return useQuery(templatesQuery());
}
