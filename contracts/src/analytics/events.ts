import { z } from 'zod';
import { defineEvent } from '../platform/eventContract.ts';
import { Text } from '../platform/text.ts';
import { ChartType } from './api.ts';

// Consultant-made analytics state. A custom block and its charts live on `visualization-<blockId>`; a workspace's
// analytics settings on `analytics-settings-<workspaceId>`. No personal data in either.

const isoTime = z.iso.datetime({ offset: true });

export const CustomBlockCreated = defineEvent(
  'CustomBlockCreated',
  z.object({ block_id: Text(), workspace_id: Text(), team_id: Text(), name: Text(), created_by: Text(), created_at: isoTime }),
);
export const CustomBlockRenamed = defineEvent('CustomBlockRenamed', z.object({ block_id: Text(), name: Text(), renamed_at: isoTime }));
export const CustomBlockDeleted = defineEvent(
  'CustomBlockDeleted',
  z.object({ block_id: Text(), deleted_by: Text(), deleted_at: isoTime }),
);
export const CustomChartAdded = defineEvent(
  'CustomChartAdded',
  z.object({
    block_id: Text(),
    chart_id: Text(),
    name: Text(),
    type: ChartType,
    assessment_id: Text(),
    x_question_id: Text().nullable(),
    y_question_id: Text().nullable(),
    added_at: isoTime,
  }),
);
export const CustomChartDeleted = defineEvent('CustomChartDeleted', z.object({ block_id: Text(), chart_id: Text(), deleted_at: isoTime }));

/** the fewest respondents a chart figure (and an open-answer list) may be drawn from in the workspace */
export const MinimumGroupSizeSet = defineEvent(
  'MinimumGroupSizeSet',
  z.object({
    workspace_id: Text(),
    minimum_group_size: z.number().int(),
    minimum_group_size_open_answers: z.number().int(),
    set_by: Text(),
    set_at: isoTime,
  }),
);

export const visualizationEvents = [
  CustomBlockCreated,
  CustomBlockRenamed,
  CustomBlockDeleted,
  CustomChartAdded,
  CustomChartDeleted,
] as const;
export const analyticsSettingsEvents = [MinimumGroupSizeSet] as const;
export const visualizationStream = (blockId: string) => `visualization-${blockId}`;
export const analyticsSettingsStream = (workspaceId: string) => `analytics-settings-${workspaceId}`;
