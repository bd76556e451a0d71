import { useQuery } from '@tanstack/react-query';
import { ownerViewQuery } from '../queries';

export function useOwnerView(link: string) {
  return useQuery(ownerViewQuery(link));
}
