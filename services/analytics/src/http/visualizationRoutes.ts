import {
  AnalyticsMessages,
  AnalyticsPaths,
  AnalyticsSettings,
  BlockAnswer,
  BlockNameInput,
  CustomChartInput,
  VisualizationPaths,
} from '@canopy/contracts/analytics/api';
import { Text } from '@canopy/contracts';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { contextOf } from '@canopy/platform/commands/commandContext';
import { newId } from '@canopy/platform/ids';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createVisualizationsReader } from '@canopy/projections/analytics/visualizations/read';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createAnalyticsCommands } from '../commands.ts';
import { errors, TAGS, WorkspaceParams, workspaceRoutes } from './workspaceRoutes.ts';

const BlockParams = z.object({ id: Text().max(64) });
const ChartParams = BlockParams.extend({ chartId: Text().max(64) });

/**
 * Custom blocks and their charts (`visualization-<id>` streams) and the workspace's minimum group size.
 * A block is reached through its workspace: another team's is 404, one in a workspace the caller is not assigned to 403.
 */
export const visualizationRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const { app, pool, workspaces, packages, settings } = workspaceRoutes(instance, deps);
    const blocks = createVisualizationsReader(pool);
    const commands = createAnalyticsCommands(deps);

    const assignedBlock = async (user: AuthUser, blockId: string) => {
      const block = await blocks.block(blockId);
      if (!block || block.team_id !== user.teamId) throw httpError(404, AnalyticsMessages.blockNotFound);
      await workspaces.assigned(user, block.workspace_id);
      return block;
    };

    /** the chart's assessment (and a scatter's questions) must be in one of the workspace's packages */
    const checkChart = async (workspaceId: string, body: z.output<typeof CustomChartInput>) => {
      if (!body.type) throw httpError(400, AnalyticsMessages.chooseType);
      if (!body.assessment_id) throw httpError(400, AnalyticsMessages.allFieldsRequired);
      const assessment = (await packages.ofWorkspace(workspaceId))
        .flatMap((item) => item.assessments)
        .find((item) => item.id === body.assessment_id);
      if (!assessment) throw httpError(404, AnalyticsMessages.assessmentNotInWorkspace);
      for (const questionId of [body.x_question_id, body.y_question_id]) {
        if (questionId && !assessment.questions.some((question) => question.id === questionId))
          throw httpError(404, AnalyticsMessages.questionNotInAssessment);
      }
    };

    const addChart = async (
      request: FastifyRequest,
      user: AuthUser,
      blockId: string,
      workspaceId: string,
      body: z.output<typeof CustomChartInput>,
    ) => {
      await commands.visualization(
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
            now: deps.clock.now().toISOString(),
          },
        },
        contextOf(request, user, workspaceId),
      );
    };

    app.post(
      VisualizationPaths.custom(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "A custom block, with the custom graph of 'Add Custom Graph' when it names one",
          params: WorkspaceParams,
          body: CustomChartInput,
          response: { 201: BlockAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const body = request.body;
        const withChart = body.type !== undefined || body.assessment_id !== undefined;
        if (withChart) await checkChart(workspace.id, body);
        const blockId = newId();
        const context = contextOf(request, request.user, workspace.id);
        await commands.visualization(
          blockId,
          {
            type: 'CreateCustomBlock',
            data: {
              block_id: blockId,
              workspace_id: workspace.id,
              team_id: request.user.teamId,
              name: body.block_name ?? '',
              by: request.user.id,
              now: context.now.toISOString(),
            },
          },
          context,
        );
        if (withChart) await addChart(request, request.user, blockId, workspace.id, body);
        reply.code(201);
        return { id: blockId, name: (body.block_name ?? '').trim() };
      },
    );

    app.put(
      VisualizationPaths.one(':id'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Rename a custom block',
          params: BlockParams,
          body: BlockNameInput,
          response: { 200: BlockAnswer, ...errors },
        },
      },
      async (request) => {
        const block = await assignedBlock(request.user, request.params.id);
        await commands.visualization(
          block.id,
          {
            type: 'RenameCustomBlock',
            data: { team_id: request.user.teamId, name: request.body.name, now: deps.clock.now().toISOString() },
          },
          contextOf(request, request.user, block.workspace_id),
        );
        return { id: block.id, name: request.body.name.trim() };
      },
    );

    app.delete(
      VisualizationPaths.one(':id'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Delete a custom block (one holding charts only with confirmed=true)',
          params: BlockParams,
          querystring: z.object({ confirmed: z.enum(['true', 'false']).default('false') }),
          response: { 200: BlockAnswer, ...errors },
        },
      },
      async (request) => {
        const block = await assignedBlock(request.user, request.params.id);
        await commands.visualization(
          block.id,
          {
            type: 'DeleteCustomBlock',
            data: {
              team_id: request.user.teamId,
              confirmed: request.query.confirmed === 'true',
              by: request.user.id,
              now: deps.clock.now().toISOString(),
            },
          },
          contextOf(request, request.user, block.workspace_id),
        );
        return { id: block.id, name: block.name };
      },
    );

    app.post(
      VisualizationPaths.charts(':id'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Add a custom graph to a custom block',
          params: BlockParams,
          body: CustomChartInput,
          response: { 201: BlockAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const block = await assignedBlock(request.user, request.params.id);
        await checkChart(block.workspace_id, request.body);
        await addChart(request, request.user, block.id, block.workspace_id, request.body);
        reply.code(201);
        return { id: block.id, name: block.name };
      },
    );

    app.delete(
      VisualizationPaths.chart(':id', ':chartId'),
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'Delete a custom graph', params: ChartParams, response: { 200: BlockAnswer, ...errors } },
      },
      async (request) => {
        const block = await assignedBlock(request.user, request.params.id);
        await commands.visualization(
          block.id,
          {
            type: 'DeleteCustomChart',
            data: { team_id: request.user.teamId, chart_id: request.params.chartId, now: deps.clock.now().toISOString() },
          },
          contextOf(request, request.user, block.workspace_id),
        );
        return { id: block.id, name: block.name };
      },
    );

    app.get(
      AnalyticsPaths.settings(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The workspace's minimum group sizes",
          params: WorkspaceParams,
          response: { 200: AnalyticsSettings, ...errors },
        },
      },
      async (request) => settings.of((await workspaces.assigned(request.user, request.params.workspaceId)).id),
    );

    app.put(
      AnalyticsPaths.settings(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Set the minimum group sizes',
          params: WorkspaceParams,
          body: z.object({ minimum_group_size: z.number(), minimum_group_size_open_answers: z.number().optional() }),
          response: { 200: AnalyticsSettings, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const current = await settings.of(workspace.id);
        const data = {
          workspace_id: workspace.id,
          minimum_group_size: request.body.minimum_group_size,
          minimum_group_size_open_answers: request.body.minimum_group_size_open_answers ?? current.minimum_group_size_open_answers,
          by: request.user.id,
          now: deps.clock.now().toISOString(),
        };
        await commands.settings(workspace.id, { type: 'SetMinimumGroupSize', data }, contextOf(request, request.user, workspace.id));
        return settings.of(workspace.id);
      },
    );
  };
