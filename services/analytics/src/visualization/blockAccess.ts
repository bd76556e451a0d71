import { AnalyticsMessages, type CustomChartInput } from '@canopy/contracts/analytics/api';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { createVisualizationsReader } from '@canopy/projections/analytics/visualizations/read';
import { z } from 'zod';
import type { createAnalyticsCommands } from '../commands.ts';
import { type AnalyticsPorts, PathId } from '../analyticsPorts.ts';

// What the custom blocks' use cases share (`visualization-<id>` streams): a block is reached through its workspace,
// another team's is 404, one in a workspace the caller is not assigned to 403; a chart's assessment (and a
// scatter's questions) must be in one of the workspace's packages.

export const BlockParams = z.object({ id: PathId() });
export const ChartParams = BlockParams.extend({ chartId: PathId() });

export type VisualizationPorts = Pick<AnalyticsPorts, 'workspaces' | 'packages'> & {
  blocks: ReturnType<typeof createVisualizationsReader>;
  commands: ReturnType<typeof createAnalyticsCommands>;
};
export type Block = NonNullable<Awaited<ReturnType<VisualizationPorts['blocks']['block']>>>;

/** the block in `:id`, if it is the caller's team's and in a workspace they are assigned to */
export const blockAccess = (ports: Pick<VisualizationPorts, 'blocks' | 'workspaces'>): AccessRule<{ params: { id: string } }, Block> => ({
  scope: async (input, user) => {
    const block = await ports.blocks.block(input.params.id);
    if (!block || block.team_id !== user.teamId) throw httpError(404, AnalyticsMessages.blockNotFound);
    await ports.workspaces.assigned(user, block.workspace_id);
    return block;
  },
  workspaceOf: (block) => block.workspace_id,
});

/** the chart's assessment (and a scatter's questions) must be in one of the workspace's packages */
export const checkChart = async (
  ports: Pick<VisualizationPorts, 'packages'>,
  workspaceId: string,
  body: z.output<typeof CustomChartInput>,
) => {
  if (!body.type) throw httpError(400, AnalyticsMessages.chooseType);
  if (!body.assessment_id) throw httpError(400, AnalyticsMessages.allFieldsRequired);
  const assessment = (await ports.packages.ofWorkspace(workspaceId))
    .flatMap((item) => item.assessments)
    .find((item) => item.id === body.assessment_id);
  if (!assessment) throw httpError(404, AnalyticsMessages.assessmentNotInWorkspace);
  for (const questionId of [body.x_question_id, body.y_question_id]) {
    if (questionId && !assessment.questions.some((question) => question.id === questionId))
      throw httpError(404, AnalyticsMessages.questionNotInAssessment);
  }
};

/** adds the (checked) chart to the block */
export const addChartTo = async (
  ports: Pick<VisualizationPorts, 'commands'>,
  blockId: string,
  user: AuthUser,
  body: z.output<typeof CustomChartInput>,
  context: CommandContext,
) => {
  await ports.commands.visualization(
    blockId,
    {
      type: 'AddCustomChart',
      data: {
        team_id: user.teamId,
        chart_id: newId(),
        name: body.name ?? '',
        type: body.type ?? '',
        assessment_id: body.assessment_id ?? '',
        x_question_id: body.x_question_id ?? null,
        y_question_id: body.y_question_id ?? null,
        now: context.now.toISOString(),
      },
    },
    context,
  );
};
