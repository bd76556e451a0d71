import { Text } from '@canopy/contracts';
import { AnalyticsMessages, type PeriodOfAnswerDate } from '@canopy/contracts/analytics/api';
import type { PackageCore } from '@canopy/contracts/survey/api';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createPackageLinksReader, createPackagesReader } from '@canopy/survey';
import { createWorkspaceAccess, type WorkspaceAccess } from '@canopy/workspace';
import { z } from 'zod';
import { confidentialAnswers } from './anonymity/confidentialAnswers.ts';
import { checkPeriod } from './charts/period.ts';

// What the Culture page's use cases (charts/, drivers/, alerts/, preview/, visualization/, settings/) read with and
// the access rule they share (ADR 0145): the workspace rule, another team's workspace 404, one the caller is not
// assigned to 403. Survey's packages and link cycles come through survey's entry point (ADR 0136).

export const PathId = () => Text().max(64);
export const WorkspaceParams = z.object({ workspaceId: PathId() });

/** the asked assessment among those of the workspace's packages; 404 when none of them holds it */
export const assessmentIn = (held: readonly PackageCore[], assessmentId: string | undefined) => {
  const assessment = held.flatMap((item) => item.assessments).find((candidate) => candidate.id === assessmentId);
  if (!assessment) throw httpError(404, AnalyticsMessages.assessmentNotInWorkspace);
  return assessment;
};

/** the readers behind the analytics calls, made once per process */
export const createAnalyticsPorts = (deps: ServiceDeps) => {
  const { pool } = deps.platform;
  const answers = createAnswersReader(pool);
  const respondents = createRespondentsReader(pool);
  const packages = createPackagesReader(pool);
  const links = createPackageLinksReader(pool);
  return {
    pool,
    workspaces: createWorkspaceAccess(pool),
    packages,
    settings: createSettingsReader(pool),
    answers,
    respondents,
    /** the answers through the anonymity rule, at the workspace's minimum group size (ADR 0056) */
    confidential: (minimum: number) => confidentialAnswers({ answers, respondents }, minimum),
    /** the workspace's answered cycles with their package and link; a cycle ends when its link expires, is removed or is replaced (null while open) */
    cyclesOf: async (workspaceId: string, held: readonly PackageCore[]) => {
      const names = new Map(held.map((item) => [item.id, item.name]));
      const [rows, generated] = await Promise.all([
        answers.cycles(workspaceId),
        Promise.all(held.map((item) => links.cyclesOfPackage(item.id))),
      ]);
      const cycleOfId = new Map(generated.flat().map((cycle) => [cycle.cycle_id, cycle]));
      return rows.map((row) => {
        const cycle = cycleOfId.get(row.cycle_id);
        return {
          id: row.cycle_id,
          package_id: row.package_id,
          package_name: names.get(row.package_id) ?? '',
          cycle_date: row.cycle_date.toISOString(),
          cycle_end_date: cycle?.to ? cycle.to.toISOString() : null,
          link: cycle?.link_id ?? '',
        };
      });
    },
  };
};

export type AnalyticsPorts = ReturnType<typeof createAnalyticsPorts>;
export type AnalyticsWorkspace = Awaited<ReturnType<WorkspaceAccess['assigned']>>;

/** the workspace in `:workspaceId`, if the caller may work in it */
export const workspaceAccess = (
  ports: Pick<AnalyticsPorts, 'workspaces'>,
): AccessRule<{ params: { workspaceId: string } }, AnalyticsWorkspace> => ({
  scope: (input, user) => ports.workspaces.assigned(user, input.params.workspaceId),
  workspaceOf: (workspace) => workspace.id,
});

/** a call on one assessment, after the workspace rule: the custom range, then the assessment in the workspace's packages */
export const assessedIn = async (
  ports: Pick<AnalyticsPorts, 'packages'>,
  workspace: AnalyticsWorkspace,
  body: { assessment_id: string; period_of_answer_date: PeriodOfAnswerDate },
  now: Date,
) => {
  checkPeriod(body.period_of_answer_date, now);
  const held = await ports.packages.ofWorkspace(workspace.id);
  return { held, assessment: assessmentIn(held, body.assessment_id) };
};
