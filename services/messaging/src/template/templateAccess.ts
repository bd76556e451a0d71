import { Text } from '@canopy/contracts';
import { MessagingMessages } from '@canopy/contracts/messaging/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { AccessRule, Input } from '@canopy/platform/http/routeTable';
import type { TemplateRow, TemplatesReader } from '@canopy/projections/messaging/templates/read';
import { z } from 'zod';

export const TemplateParams = z.object({ id: Text().max(64) });

/** a template the caller's team sees: the organisation's (every team's) or its own; another team's is not found */
export const visibleTemplate = (
  templates: TemplatesReader,
): AccessRule<Input<{ id: string }, unknown, unknown>, { template: TemplateRow }> => ({
  scope: async (input, user) => {
    const row = await templates.one(input.params.id);
    if (!row || (row.team_id !== null && row.team_id !== user.teamId)) throw httpError(404, MessagingMessages.templateNotFound);
    return { template: row };
  },
  workspaceOf: () => null,
});
