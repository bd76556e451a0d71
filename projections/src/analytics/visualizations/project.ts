import {
  CustomBlockCreated,
  CustomBlockDeleted,
  CustomBlockRenamed,
  CustomChartAdded,
  CustomChartDeleted,
} from '@canopy/contracts/analytics/events';
import { handlerProjection, on } from '../../handlers.ts';
import { visualizationsSchema } from './schema.ts';

/** writes `analytics_visualizations` (schema.ts); every statement is safe to run twice */
export const visualizationsProjection = handlerProjection(visualizationsSchema, [
  on(CustomBlockCreated, async (client, data) => {
    await client.query(
      'insert into blocks (id, workspace_id, team_id, name, created_at) values ($1, $2, $3, $4, $5) on conflict (id) do nothing',
      [data.block_id, data.workspace_id, data.team_id, data.name, data.created_at],
    );
  }),
  on(CustomBlockRenamed, async (client, data) => {
    await client.query('update blocks set name = $2 where id = $1', [data.block_id, data.name]);
  }),
  on(CustomBlockDeleted, async (client, data) => {
    await client.query('update blocks set deleted_at = $2 where id = $1', [data.block_id, data.deleted_at]);
    await client.query('delete from charts where block_id = $1', [data.block_id]);
  }),
  on(CustomChartAdded, async (client, data) => {
    await client.query(
      `insert into charts (id, block_id, name, type, assessment_id, x_question_id, y_question_id, added_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
      [data.chart_id, data.block_id, data.name, data.type, data.assessment_id, data.x_question_id, data.y_question_id, data.added_at],
    );
  }),
  on(CustomChartDeleted, async (client, data) => {
    await client.query('delete from charts where id = $1', [data.chart_id]);
  }),
]);
