import { AnalyticsMessages, type ChartData } from '@canopy/contracts/analytics/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createPackagesReader } from '@canopy/survey';
import { createWorkspaceAccess } from '@canopy/workspace';
import { confidentialAnswers } from '../anonymity/confidentialAnswers.ts';
import { assessmentIn } from '../http/workspaceRoutes.ts';
import { chartData, type ParsedChartRequest } from './chartData.ts';
import { checkPeriod } from './period.ts';

/** one chart's figures for a caller: the access rule first, then the figures the Culture page would show them */
export type ChartFigures = (user: Pick<AuthUser, 'id' | 'teamId'>, workspaceId: string, request: ParsedChartRequest) => Promise<ChartData>;

/**
 * The chart use case as other contexts call it (the story's chart snapshots, ADR 0064, 0113): the workspace rule
 * (another team's workspace 404, one the caller is not assigned to 403), the custom range, the assessment among the
 * workspace's packages and the release rule at the workspace's minimum, the same steps as the Culture page's chart
 * route, without an HTTP round trip. The figures are the server's own: a snapshot never stores figures a client sends.
 */
export const createChartFigures = (deps: ServiceDeps): ChartFigures => {
  const { pool } = deps.platform;
  const workspaces = createWorkspaceAccess(pool);
  const packages = createPackagesReader(pool);
  const answers = createAnswersReader(pool);
  const respondents = createRespondentsReader(pool);
  const settings = createSettingsReader(pool);
  return async (user, workspaceId, request) => {
    const now = deps.clock.now();
    // read beside the access check, as the chart route does; nothing read is answered unless the check passes
    const [workspace, held, groups, cycles, limits] = await Promise.all([
      workspaces.assigned(user, workspaceId),
      packages.ofWorkspace(workspaceId),
      answers.groups(workspaceId, true),
      answers.cycles(workspaceId),
      settings.of(workspaceId),
    ]);
    checkPeriod(request.period_of_answer_date, now);
    if (!request.assessment_id) throw httpError(400, AnalyticsMessages.allFieldsRequired);
    const assessment = assessmentIn(held, request.assessment_id);
    return chartData(
      {
        answers: confidentialAnswers({ answers, respondents }, limits.minimum_group_size),
        workspaceId: workspace.id,
        assessment,
        groupNames: new Map(groups.map((group) => [group.id, group.name])),
        cycleDates: new Map(cycles.map((cycle) => [cycle.cycle_id, cycle.cycle_date.toISOString()])),
        now,
      },
      request,
    );
  };
};
