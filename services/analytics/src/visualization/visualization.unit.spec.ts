import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { visualizationDecider } from './decide.ts';
import type { VisualizationEvent } from './visualization.ts';

const spec = deciderSpec(visualizationDecider);
const now = '2026-11-24T10:00:00.000Z';
const created: VisualizationEvent = {
  type: 'CustomBlockCreated',
  data: { block_id: 'b1', workspace_id: 'w1', team_id: 't1', name: 'Leaders', created_by: 'ada', created_at: now },
};
const chart = (type: string, change: Record<string, unknown> = {}) => ({
  type: 'AddCustomChart' as const,
  data: {
    team_id: 't1',
    chart_id: 'c1',
    name: 'Mine',
    type,
    assessment_id: 'a1',
    x_question_id: null,
    y_question_id: null,
    now,
    ...change,
  },
});
const added: VisualizationEvent = {
  type: 'CustomChartAdded',
  data: {
    block_id: 'b1',
    chart_id: 'c1',
    name: 'Mine',
    type: 'type1',
    assessment_id: 'a1',
    x_question_id: null,
    y_question_id: null,
    added_at: now,
  },
};

describe('a custom block', () => {
  it('needs a name of at least 3 characters, to be created and renamed', () => {
    spec
      .given([])
      .when({ type: 'CreateCustomBlock', data: { block_id: 'b1', workspace_id: 'w1', team_id: 't1', name: ' Leaders ', by: 'ada', now } })
      .then([created]);
    spec
      .given([])
      .when({ type: 'CreateCustomBlock', data: { block_id: 'b1', workspace_id: 'w1', team_id: 't1', name: ' ab ', by: 'ada', now } })
      .thenThrows('Block Name may contain minimum 3 characters', 400);
    spec
      .given([created])
      .when({ type: 'RenameCustomBlock', data: { team_id: 't1', name: 'xy', now } })
      .thenThrows('Block Name may contain minimum 3 characters', 400);
    spec
      .given([created])
      .when({ type: 'RenameCustomBlock', data: { team_id: 't1', name: 'Managers', now } })
      .then([{ type: 'CustomBlockRenamed', data: { block_id: 'b1', name: 'Managers', renamed_at: now } }]);
  });

  it('is deleted at once when empty, and only with confirmation when it holds charts', () => {
    const deleted: VisualizationEvent = { type: 'CustomBlockDeleted', data: { block_id: 'b1', deleted_by: 'ada', deleted_at: now } };
    spec
      .given([created])
      .when({ type: 'DeleteCustomBlock', data: { team_id: 't1', confirmed: false, by: 'ada', now } })
      .then([deleted]);
    spec
      .given([created, added])
      .when({ type: 'DeleteCustomBlock', data: { team_id: 't1', confirmed: false, by: 'ada', now } })
      .thenThrows('The block holds charts: confirm to delete it', 409);
    spec
      .given([created, added])
      .when({ type: 'DeleteCustomBlock', data: { team_id: 't1', confirmed: true, by: 'ada', now } })
      .then([deleted]);
  });

  it("takes charts with the modal's messages", () => {
    spec.given([created]).when(chart('type1')).then([added]);
    spec.given([created]).when(chart('')).thenThrows('Choose Type of Graph', 400);
    spec.given([created]).when(chart('type7')).thenThrows('No Such Type of Graph yet', 400);
    spec
      .given([created])
      .when(chart('type1', { assessment_id: '' }))
      .thenThrows('All fields are requered', 400);
    spec
      .given([created])
      .when(chart('type3', { x_question_id: 'q1' }))
      .thenThrows('All fields are requered', 400);
  });

  it("is another team's: not found", () => {
    spec
      .given([created])
      .when({ type: 'RenameCustomBlock', data: { team_id: 't2', name: 'Mine now', now } })
      .thenThrows('Could not find charts block', 404);
  });
});
