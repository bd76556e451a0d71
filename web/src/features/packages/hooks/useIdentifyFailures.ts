import { useQuery } from '@tanstack/react-query';
import { identifyFailuresQuery } from '../queries';

/** Wrong credentials typed on the package's link in the last seven days (docs/decisions/0059). */
export function useIdentifyFailures(packageId: string) {
  return useQuery(identifyFailuresQuery(packageId));
}
