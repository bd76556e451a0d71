import { AuditQuery } from '@canopy/contracts/admin/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import { type Administrator, administratorAccess } from '../http/administrator.ts';
import type { createAuditTrail } from './auditTrail.ts';

export const ReadAuditTrailInput = { querystring: AuditQuery };

/** a page of the audit trail, newest first, narrowed to a team and a kind */
export const readAuditTrail = (trail: Pick<ReturnType<typeof createAuditTrail>, 'page'>) =>
  ({
    access: administratorAccess,
    handle: async ({ query: { team_id, kind, limit, offset } }) => trail.page({ teamId: team_id, kind, limit, offset }),
  }) satisfies UseCase<Input<undefined, z.output<typeof AuditQuery>>, Administrator, unknown>;
