import { useQuery } from '@tanstack/react-query';
import { mailSenderQuery } from '../queries';

/** The IP address mail leaves from. */
export function useMailSender() {
  return useQuery(mailSenderQuery());
}
