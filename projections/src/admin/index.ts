import { auditProjection } from './audit/project.ts';
import { benchmarkParticipationProjection } from './benchmarkParticipation/project.ts';

export { auditProjection, benchmarkParticipationProjection };

/** the read models of the admin context */
export const adminProjections = [auditProjection, benchmarkParticipationProjection] as const;
