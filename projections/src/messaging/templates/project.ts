import type { RecordedEvent } from '@canopy/contracts';
import { TemplateCreated, TemplateDeleted } from '@canopy/contracts/messaging/events';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { templatesSchema } from './schema.ts';

/** writes `templates.templates` (schema.ts); safe to run twice */
export const templatesProjection = defineProjection({
  ...templatesSchema,
  handles: [TemplateCreated.type, TemplateDeleted.type],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    for (const event of events) {
      if (event.type === TemplateCreated.type) {
        const d = dataOf(TemplateCreated, event);
        await client.query(
          `insert into templates (id, team_id, type, name, subject, html_content, type_of_link_being_sent, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
          [d.template_id, d.team_id, d.type, d.name, d.subject, d.html_content, d.type_of_link_being_sent, d.created_at],
        );
      } else if (event.type === TemplateDeleted.type) {
        await client.query('delete from templates where id = $1', [dataOf(TemplateDeleted, event).template_id]);
      }
    }
  },
});
