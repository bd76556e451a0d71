import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { LinkRow } from './read.ts';

// A door to `survey_package_links` (ADR 0028) for the automatic AI analyses (ADR 0072): every package whose current
// link is an open ('forever') one, in every workspace.

export const createOpenLinksReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    foreverLinks: () =>
      db.any(sql.type(LinkRow)`
        select link_id, cycle_id, package_id, workspace_id, team_id, is_forever, expires_at, is_paused, created_at, removed_at, replaced_at
          from survey_package_links.links
         where is_forever and removed_at is null and replaced_at is null order by created_at, link_id`),
  };
};
