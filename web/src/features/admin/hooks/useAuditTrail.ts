import type { AuditQuery } from '@canopy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditQuery } from '../queries';

/** one page of the audit trail (GET /admin/audit), the previous page kept on screen while the next loads */
export function useAuditTrail(query: AuditQuery) {
  return useQuery({ ...auditQuery(query), placeholderData: keepPreviousData });
}
