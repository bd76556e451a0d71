import { ActionPlanRules } from '@canopy/contracts/actions/api';
import { publicBaseUrl } from '@canopy/platform/http/publicUrl';
import { newPublicLinkId } from '@canopy/platform/http/publicLimits';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { FastifyInstance } from 'fastify';
import { createActionPlanCommands } from '../commands.ts';
import { liveOwnerLink } from '../plan/decide.ts';
import { actionMailOf } from '../reminders/actionMailOf.ts';

const DAY_MS = 86_400_000;

/**
 * Gives an action's client-contact owner their personal link (the live one, or a new one when `renew` or none
 * lives) and queues its mail, with every action they own in the workspace, as a job (ADR 0134). The link is an
 * event (who issued it and when); the mail goes through the platform's mailer (nodemailer, the development catcher
 * without SMTP_HOST), once.
 */
export const createOwnerLinks = (app: FastifyInstance, deps: ServiceDeps) => {
  const commands = createActionPlanCommands(deps);
  // links in the mail name PUBLIC_URL, or else the address this gateway listens on
  actionMailOf(deps).base.url = () => publicBaseUrl(deps.platform.config, app.server);
  return async (
    caller: { user: Pick<AuthUser, 'id' | 'teamId'>; context: CommandContext },
    input: { workspaceId: string; actionId: string; renew: boolean },
  ) => {
    const { user } = caller;
    const now = caller.context.now;
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
      { ...caller.context, workspaceId: input.workspaceId },
    );
    const contactId = result.state.actions.get(input.actionId)?.contactId;
    const link = contactId ? liveOwnerLink(result.state, contactId, now.toISOString()) : null;
    if (!contactId || !link) return;
    // the mail is a job of its own (ADR 0134): the consultant's request does not wait for SMTP, and it goes once
    await actionMailOf(deps).mail.queueOwnerLink({
      kind: 'owner_link',
      workspace_id: input.workspaceId,
      contact_id: contactId,
      link_id: link.linkId,
      action_id: input.actionId,
    });
  };
};
