import { DEFAULT_ANALYTICS_SETTINGS, type AnalyticsSettings } from '@canopy/contracts/analytics/api';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `analytics_settings` (ADR 0028).

const SettingsRow = z.object({ minimum_group_size: z.number().int(), minimum_group_size_open_answers: z.number().int() });

export const createSettingsReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** the workspace's settings, or the defaults (5, and 10 for open answers) while none were set */
    async of(workspaceId: string): Promise<AnalyticsSettings> {
      const row = await db.maybeOne(sql.type(SettingsRow)`
        select minimum_group_size, minimum_group_size_open_answers from analytics_settings.settings where workspace_id = ${workspaceId}`);
      return row ?? DEFAULT_ANALYTICS_SETTINGS;
    },
  };
};
