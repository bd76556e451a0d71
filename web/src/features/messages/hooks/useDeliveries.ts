import { useQuery } from '@tanstack/react-query';
import { deliveriesQuery } from '../queries';

/** A sent message's recipients and how each mail went, polled while some are still being sent. */
export function useDeliveries(packageId: string, messageId: string) {
  return useQuery(deliveriesQuery(packageId, messageId));
}
