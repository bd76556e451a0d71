import type { EventOf } from '@canopy/contracts';
import type {
  CustomBlockCreated,
  CustomBlockDeleted,
  CustomBlockRenamed,
  CustomChartAdded,
  CustomChartDeleted,
} from '@canopy/contracts/analytics/events';

// A custom block of the Culture page and the charts a consultant put in it. Stream: `visualization-<block id>`.

export type VisualizationEvent =
  | EventOf<typeof CustomBlockCreated>
  | EventOf<typeof CustomBlockRenamed>
  | EventOf<typeof CustomBlockDeleted>
  | EventOf<typeof CustomChartAdded>
  | EventOf<typeof CustomChartDeleted>;

export type ActiveBlock = {
  status: 'active';
  blockId: string;
  workspaceId: string;
  teamId: string;
  name: string;
  charts: ReadonlySet<string>;
};
export type VisualizationState = { status: 'none' } | ActiveBlock | { status: 'deleted' };

export const evolveVisualization = (state: VisualizationState, event: VisualizationEvent): VisualizationState => {
  switch (event.type) {
    case 'CustomBlockCreated':
      return {
        status: 'active',
        blockId: event.data.block_id,
        workspaceId: event.data.workspace_id,
        teamId: event.data.team_id,
        name: event.data.name,
        charts: new Set(),
      };
    case 'CustomBlockRenamed':
      return state.status === 'active' ? { ...state, name: event.data.name } : state;
    case 'CustomBlockDeleted':
      return { status: 'deleted' };
    case 'CustomChartAdded':
      return state.status === 'active' ? { ...state, charts: new Set([...state.charts, event.data.chart_id]) } : state;
    case 'CustomChartDeleted':
      return state.status === 'active'
        ? { ...state, charts: new Set([...state.charts].filter((id) => id !== event.data.chart_id)) }
        : state;
  }
};
