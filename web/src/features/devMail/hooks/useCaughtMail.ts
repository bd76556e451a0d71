import { useInfiniteQuery } from '@tanstack/react-query';
import { caughtMailQuery } from '../queries';

/** The mail held back while no SMTP server is set, a page at a time. */
export function useCaughtMail() {
  return useInfiniteQuery(caughtMailQuery());
}
