import { useQuery } from '@tanstack/react-query';
import { appVersionQuery } from '../queries';

/** The version of the deployment the browser talks to (GET /version). */
export function useAppVersion() {
  return useQuery(appVersionQuery());
}
