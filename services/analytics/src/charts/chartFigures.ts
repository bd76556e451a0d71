import { AnalyticsMessages, ChartDataRequest, type ChartData } from '@canopy/contracts/analytics/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { type AnalyticsPorts, type AnalyticsWorkspace, assessmentIn, createAnalyticsPorts } from '../analyticsPorts.ts';
import { chartData, type ParsedChartRequest } from './chartData.ts';
import { checkPeriod } from './period.ts';

export { WorkspaceParams as Params } from '../analyticsPorts.ts';
export const Body = ChartDataRequest;

type Ports = Pick<AnalyticsPorts, 'workspaces' | 'packages' | 'answers' | 'settings' | 'confidential'>;
/** the workspace the caller may work in, and what a chart of it reads */
type ChartScope = {
  workspace: AnalyticsWorkspace;
  held: Awaited<ReturnType<Ports['packages']['ofWorkspace']>>;
  groups: Awaited<ReturnType<Ports['answers']['groups']>>;
  cycles: Awaited<ReturnType<Ports['answers']['cycles']>>;
  settings: Awaited<ReturnType<Ports['settings']['of']>>;
};

/**
 * The workspace rule (another team's workspace 404, one the caller is not assigned to 403), with what a chart reads
 * besides: read beside the access check, not after it, since each sequential round trip is most of a chart's time
 * once its figures come from the rollups (ADR 0049); nothing read is answered unless the check passes.
 */
export const access = (ports: Ports) =>
  ({
    scope: async (input: { params: { workspaceId: string } }, user: Pick<AuthUser, 'id' | 'teamId'>): Promise<ChartScope> => {
      const { workspaceId } = input.params;
      const [workspace, held, groups, cycles, settings] = await Promise.all([
        ports.workspaces.assigned(user, workspaceId),
        ports.packages.ofWorkspace(workspaceId),
        ports.answers.groups(workspaceId, true),
        ports.answers.cycles(workspaceId),
        ports.settings.of(workspaceId),
      ]);
      return { workspace, held, groups, cycles, settings };
    },
    workspaceOf: (scope: ChartScope) => scope.workspace.id,
  }) satisfies AccessRule<{ params: { workspaceId: string } }, ChartScope>;

/** one chart's figures under the filters: the custom range, the assessment among the workspace's packages, the release rule at the workspace's minimum */
export const chartFigures =
  (ports: Pick<AnalyticsPorts, 'confidential'>) =>
  async ({ body }: { body: ParsedChartRequest }, { scope, now }: Pick<Prelude<ChartScope>, 'scope' | 'now'>): Promise<ChartData> => {
    const { workspace, held, groups, cycles, settings } = scope;
    checkPeriod(body.period_of_answer_date, now);
    if (!body.assessment_id) throw httpError(400, AnalyticsMessages.allFieldsRequired);
    const assessment = assessmentIn(held, body.assessment_id);
    return chartData(
      {
        answers: ports.confidential(settings.minimum_group_size),
        workspaceId: workspace.id,
        assessment,
        groupNames: new Map(groups.map((group) => [group.id, group.name])),
        cycleDates: new Map(cycles.map((cycle) => [cycle.cycle_id, cycle.cycle_date.toISOString()])),
        now,
      },
      body,
    );
  };

/** one chart's figures for a caller: the access rule first, then the figures the Culture page would show them */
export type ChartFigures = (user: Pick<AuthUser, 'id' | 'teamId'>, workspaceId: string, request: ParsedChartRequest) => Promise<ChartData>;

/**
 * The chart use case as other contexts call it (the story's chart snapshots, ADR 0064, 0113): the same access rule
 * and handler as the Culture page's chart route, without an HTTP round trip. The figures are the server's own: a
 * snapshot never stores figures a client sends.
 */
export const createChartFigures = (deps: ServiceDeps): ChartFigures => {
  const ports = createAnalyticsPorts(deps);
  const rule = access(ports);
  const handle = chartFigures(ports);
  return async (user, workspaceId, request) => {
    const now = deps.clock.now();
    const scope = await rule.scope({ params: { workspaceId } }, user);
    return handle({ body: request }, { scope, now });
  };
};
