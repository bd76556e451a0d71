import { AnalyticsMessages, ChartType } from '@canopy/contracts/analytics/api';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { evolveVisualization, type ActiveBlock, type VisualizationEvent, type VisualizationState } from './visualization.ts';

/** `team_id`: the caller's team; `now`: ISO time of the request */
export type CreateCustomBlock = {
  type: 'CreateCustomBlock';
  data: { block_id: string; workspace_id: string; team_id: string; name: string; by: string; now: string };
};
export type RenameCustomBlock = { type: 'RenameCustomBlock'; data: { team_id: string; name: string; now: string } };
/** `confirmed`: the consultant confirmed deleting a block that holds charts */
export type DeleteCustomBlock = { type: 'DeleteCustomBlock'; data: { team_id: string; confirmed: boolean; by: string; now: string } };
/** the route checked that the assessment (and the scatter's questions) belong to the workspace */
export type AddCustomChart = {
  type: 'AddCustomChart';
  data: {
    team_id: string;
    chart_id: string;
    name: string;
    type: string;
    assessment_id: string;
    x_question_id: string | null;
    y_question_id: string | null;
    now: string;
  };
};
export type DeleteCustomChart = { type: 'DeleteCustomChart'; data: { team_id: string; chart_id: string; now: string } };
export type VisualizationCommand = CreateCustomBlock | RenameCustomBlock | DeleteCustomBlock | AddCustomChart | DeleteCustomChart;

export const MIN_BLOCK_NAME = 3;

const requireName = (name: string) => {
  const trimmed = name.trim();
  if (trimmed.length < MIN_BLOCK_NAME) throw new DomainError(AnalyticsMessages.blockNameTooShort, 400);
  return trimmed;
};

/** another team's block, or a deleted one, does not exist for the caller */
const requireOwn = (state: VisualizationState, teamId: string): ActiveBlock => {
  if (state.status !== 'active' || state.teamId !== teamId) throw new DomainError(AnalyticsMessages.blockNotFound, 404);
  return state;
};

export const decideVisualization = (command: VisualizationCommand, state: VisualizationState): VisualizationEvent[] => {
  switch (command.type) {
    case 'CreateCustomBlock': {
      if (state.status !== 'none') throw new DomainError('The block already exists', 409);
      const { block_id, workspace_id, team_id, by, now } = command.data;
      return [
        {
          type: 'CustomBlockCreated',
          data: { block_id, workspace_id, team_id, name: requireName(command.data.name), created_by: by, created_at: now },
        },
      ];
    }
    case 'RenameCustomBlock': {
      const block = requireOwn(state, command.data.team_id);
      const name = requireName(command.data.name);
      return name === block.name
        ? []
        : [{ type: 'CustomBlockRenamed', data: { block_id: block.blockId, name, renamed_at: command.data.now } }];
    }
    case 'DeleteCustomBlock': {
      const block = requireOwn(state, command.data.team_id);
      // an empty block goes at once; one holding charts only once the consultant confirmed
      if (block.charts.size > 0 && !command.data.confirmed) throw new DomainError(AnalyticsMessages.blockHoldsCharts, 409);
      return [{ type: 'CustomBlockDeleted', data: { block_id: block.blockId, deleted_by: command.data.by, deleted_at: command.data.now } }];
    }
    case 'AddCustomChart': {
      const block = requireOwn(state, command.data.team_id);
      const type = ChartType.safeParse(command.data.type);
      if (!command.data.type) throw new DomainError(AnalyticsMessages.chooseType, 400);
      if (!type.success) throw new DomainError(AnalyticsMessages.noSuchType, 400);
      const { chart_id, assessment_id, x_question_id, y_question_id, now } = command.data;
      if (!assessment_id || (type.data === 'type3' && (!x_question_id || !y_question_id)))
        throw new DomainError(AnalyticsMessages.allFieldsRequired, 400);
      if (block.charts.has(chart_id)) return [];
      const name = command.data.name.trim() || 'Custom graph';
      return [
        {
          type: 'CustomChartAdded',
          data: {
            block_id: block.blockId,
            chart_id,
            name,
            type: type.data,
            assessment_id,
            x_question_id: type.data === 'type3' ? x_question_id : null,
            y_question_id: type.data === 'type3' ? y_question_id : null,
            added_at: now,
          },
        },
      ];
    }
    case 'DeleteCustomChart': {
      const block = requireOwn(state, command.data.team_id);
      if (!block.charts.has(command.data.chart_id)) throw new DomainError(AnalyticsMessages.chartNotFound, 404);
      return [
        { type: 'CustomChartDeleted', data: { block_id: block.blockId, chart_id: command.data.chart_id, deleted_at: command.data.now } },
      ];
    }
  }
};

export const visualizationDecider: Decider<VisualizationCommand, VisualizationEvent, VisualizationState> = {
  initialState: () => ({ status: 'none' }),
  decide: decideVisualization,
  evolve: evolveVisualization,
};
