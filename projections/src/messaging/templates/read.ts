import type { MessageTemplate } from '@canopy/contracts/messaging/api';
import { templateShape } from '@canopy/contracts/messaging/events';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `templates` (ADR 0028).

const TemplateRow = z.strictObject({ id: z.string(), ...templateShape });
export type TemplateRow = z.infer<typeof TemplateRow>;

const COLUMNS = sql.fragment`id, team_id, type, name, subject, html_content, type_of_link_being_sent`;

export const toTemplate = (row: TemplateRow): MessageTemplate => ({
  id: row.id,
  name: row.name,
  type: row.type,
  email_subject: row.subject,
  email_content: row.html_content,
  type_of_link_being_sent: row.type_of_link_being_sent,
});

export const createTemplatesReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** organisation templates first, then the team's own, each by name */
    ofTeam: (teamId: string): Promise<readonly TemplateRow[]> =>
      db.any(sql.type(TemplateRow)`select ${COLUMNS} from templates.templates where team_id is null or team_id = ${teamId}
        order by team_id is not null, lower(name), id`),
    one: (id: string): Promise<TemplateRow | null> =>
      db.maybeOne(sql.type(TemplateRow)`select ${COLUMNS} from templates.templates where id = ${id}`),
  };
};
export type TemplatesReader = ReturnType<typeof createTemplatesReader>;
