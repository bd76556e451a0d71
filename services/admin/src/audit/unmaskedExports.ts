import type { AuditFilter, AuditRow } from '@canopy/projections/admin/audit/read';

/**
 * Where the audit page reads the unmasked exports of every team (raw data with identities shown), as rows of the
 * trail's shape. The exports context records each as an event; until its typed reader is on main this source
 * answers none, and the audit page lists the administrators' own actions alone (ADR 0075).
 */
export type UnmaskedExportsSource = {
  page(filter: AuditFilter): Promise<AuditRow[]>;
  count(filter: Pick<AuditFilter, 'teamId' | 'kind'>): Promise<number>;
};

export const noUnmaskedExports: UnmaskedExportsSource = {
  page: async () => [],
  count: async () => 0,
};
