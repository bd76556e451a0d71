import { ChartType } from '@canopy/contracts/analytics/api';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `analytics_visualizations` (ADR 0028).

export const CustomBlockRow = z.object({ id: z.string(), workspace_id: z.string(), team_id: z.string(), name: z.string() });
export const CustomChartRow = z.object({
  id: z.string(),
  block_id: z.string(),
  name: z.string(),
  type: ChartType,
  assessment_id: z.string(),
  x_question_id: z.string().nullable(),
  y_question_id: z.string().nullable(),
});

export const createVisualizationsReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** a live block, whichever team it belongs to (the route applies the access rule) */
    block: (id: string) =>
      db.maybeOne(
        sql.type(
          CustomBlockRow,
        )`select id, workspace_id, team_id, name from analytics_visualizations.blocks where id = ${id} and deleted_at is null`,
      ),
    /** the workspace's custom blocks, oldest first, with their charts in the order they were added */
    async ofWorkspace(workspaceId: string) {
      const blocks = await db.any(sql.type(CustomBlockRow)`
        select id, workspace_id, team_id, name from analytics_visualizations.blocks
         where workspace_id = ${workspaceId} and deleted_at is null order by created_at, id`);
      const charts = blocks.length
        ? await db.any(sql.type(CustomChartRow)`
            select id, block_id, name, type, assessment_id, x_question_id, y_question_id from analytics_visualizations.charts
             where block_id = any(${sql.array(
               blocks.map((block) => block.id),
               'text',
             )}) order by added_at, id`)
        : [];
      return blocks.map((block) => ({ ...block, charts: charts.filter((chart) => chart.block_id === block.id) }));
    },
  };
};
