import { ErrorBody, Text } from '@canopy/contracts';
import { AnalyticsMessages, type PeriodOfAnswerDate } from '@canopy/contracts/analytics/api';
import type { PackageCore } from '@canopy/contracts/survey/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import { createWorkspaceAccess } from '@canopy/workspace';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkPeriod } from '../charts/period.ts';

export const TAGS = ['analytics'];
export const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
export const WorkspaceParams = z.object({ workspaceId: Text().max(64) });

/** the asked assessment among those of the workspace's packages; 404 when none of them holds it */
export const assessmentIn = (held: readonly PackageCore[], assessmentId: string | undefined) => {
  const assessment = held.flatMap((item) => item.assessments).find((candidate) => candidate.id === assessmentId);
  if (!assessment) throw httpError(404, AnalyticsMessages.assessmentNotInWorkspace);
  return assessment;
};

/**
 * What every analytics plugin starts from: the typed app and the readers behind the workspace rule (another team's
 * workspace 404, one the caller is not assigned to 403), the workspace's packages and its minimum group sizes.
 */
export const workspaceRoutes = (instance: FastifyInstance, deps: ServiceDeps) => {
  const { pool } = deps.platform;
  const workspaces = createWorkspaceAccess(pool);
  const packages = createPackagesReader(pool);
  return {
    app: instance.withTypeProvider<ZodTypeProvider>(),
    pool,
    workspaces,
    packages,
    settings: createSettingsReader(pool),
    /** a call on one assessment: the workspace rule first, then the custom range, then the assessment in its packages */
    assessed: async (user: AuthUser, workspaceId: string, body: { assessment_id: string; period_of_answer_date: PeriodOfAnswerDate }) => {
      const workspace = await workspaces.assigned(user, workspaceId);
      const now = deps.clock.now();
      checkPeriod(body.period_of_answer_date, now);
      const held = await packages.ofWorkspace(workspace.id);
      return { workspace, now, held, assessment: assessmentIn(held, body.assessment_id) };
    },
  };
};
