import { ActionPlanRules, ownerPagePath } from '@canopy/contracts/actions/api';
import { publicBaseUrl } from '@canopy/platform/http/publicUrl';
import { newPublicLinkId } from '@canopy/platform/http/publicLimits';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createActionPlansReader } from '@canopy/projections/actions/plans/read';
import { createWorkspacesReader } from '@canopy/workspace';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf } from '@canopy/platform/commands/commandContext';
import { createActionPlanCommands } from '../commands.ts';
import { liveOwnerLink } from '../plan/decide.ts';
import { ownerLinkMail } from './ownerMail.ts';

const DAY_MS = 86_400_000;

/**
 * Gives an action's client-contact owner their personal link (the live one, or a new one when `renew` or none
 * lives) and mails it to them with every action they own in the workspace. The link is an event (who issued it and
 * when); the mail goes through the platform's mailer (nodemailer, the development catcher without SMTP_HOST).
 */
export const createOwnerLinks = (app: FastifyInstance, deps: ServiceDeps) => {
  const commands = createActionPlanCommands(deps);
  const plans = createActionPlansReader(deps.platform.pool);
  const workspaces = createWorkspacesReader(deps.platform.pool);
  return async (request: FastifyRequest, input: { workspaceId: string; actionId: string; renew: boolean }) => {
    const user = request.user;
    const now = deps.clock.now();
    const result = await commands.plan(
      input.workspaceId,
      {
        type: 'IssueOwnerLink',
        data: {
          workspace_id: input.workspaceId,
          team_id: user.teamId,
          by: user.id,
          by_kind: 'consultant',
          now: now.toISOString(),
          action_id: input.actionId,
          link_id: newPublicLinkId(),
          expires_at: new Date(now.getTime() + ActionPlanRules.ownerLinkDays * DAY_MS).toISOString(),
          renew: input.renew,
        },
      },
      contextOf(request, user, input.workspaceId, now),
    );
    const contactId = result.state.actions.get(input.actionId)?.contactId;
    const link = contactId ? liveOwnerLink(result.state, contactId, now.toISOString()) : null;
    if (!contactId || !link) return;
    const [owned, workspace] = await Promise.all([
      plans.actionsOfContact(input.workspaceId, contactId),
      workspaces.byId(input.workspaceId),
    ]);
    const to = owned[0]?.owner_email;
    if (!to) return; // an erased contact: nobody to write to
    await app.mailer.send(
      ownerLinkMail({
        to,
        name: owned[0]!.owner_name,
        workspaceName: workspace?.name ?? '',
        actions: owned.filter((action) => action.status === 'planned' || action.status === 'in_progress'),
        link: `${publicBaseUrl(deps.platform.config, app.server)}${ownerPagePath(link.linkId)}`,
        expiresAt: new Date(link.expiresAt),
      }),
    );
  };
};
