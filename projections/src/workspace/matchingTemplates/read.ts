import { MatchingTemplate } from '@canopy/contracts/participants/api';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `matching_templates` (ADR 0028).

/** a saved template as GET matching-template answers it: the contract's shape, the time as ISO text */
export const TemplateRow = z.strictObject({ ...MatchingTemplate.shape, updated_at: z.date().transform((date) => date.toISOString()) });

export const createMatchingTemplatesReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** the workspace's saved CSV mapping (null: none saved yet) */
    ofWorkspace: (workspaceId: string): Promise<MatchingTemplate | null> =>
      db.maybeOne(
        sql.type(TemplateRow)`select workspace_id, first_row_is_header, comment_char, delimiter_char, hiring_date_format, birth_date_format,
              phone_format, phone_code,
                data_with_header, data_without_header, updated_at
           from matching_templates.templates where workspace_id = ${workspaceId}`,
      ),
  };
};

export type MatchingTemplatesReader = ReturnType<typeof createMatchingTemplatesReader>;
