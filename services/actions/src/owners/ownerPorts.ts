import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { ActionPlanMessages as M, type OwnerView } from '@canopy/contracts/actions/api';
import { dayKey } from '@canopy/contracts/platform/dates';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createActionPlansReader } from '@canopy/projections/actions/plans/read';
import { createWorkspacesReader } from '@canopy/workspace';
import { createActionPlanCommands } from '../commands.ts';
import { actionAnswer } from '../http/planAnswer.ts';

/** a client contact's personal link as its routes read it */
export type OwnerLink = { link_id: string; contact_id: string; workspace_id: string; team_id: string; expires_at: Date };

/**
 * What a client contact's personal link's use cases read and write with (ADR 0125): the link while it lives, the
 * contact's own live actions as their page shows them, and the plan's commands.
 */
export const createOwnerPorts = (deps: Pick<ServiceDeps, 'platform' | 'waiter'>) => {
  const { pool } = deps.platform;
  const plans = createActionPlansReader(pool);
  const workspaces = createWorkspacesReader(pool);
  return {
    commands: createActionPlanCommands(deps),
    newId,
    /** the link while it lives at `now`; null once expired, replaced or unknown */
    liveLink: async (linkId: string, now: Date): Promise<OwnerLink | null> => {
      const link = await plans.ownerLink(linkId);
      return link && link.expires_at.getTime() > now.getTime() ? link : null;
    },
    /** the link's live actions (under an active focus area); none left is the link gone, as an expired one is */
    view: async (link: OwnerLink, now: Date): Promise<OwnerView> => {
      const [owned, focusAreas, workspace] = await Promise.all([
        plans.actionsOfContact(link.workspace_id, link.contact_id),
        plans.focusAreas(link.workspace_id),
        workspaces.byId(link.workspace_id),
      ]);
      const live = owned.filter((action) => focusAreas.some((area) => area.id === action.focus_area_id && area.status === 'active'));
      if (live.length === 0) throw httpError(404, M.ownerLinkGone);
      const notes = await plans.notes(live.map((action) => action.id));
      // overdue on the workspace's calendar, as its reminders are (ADR 0134)
      const today = dayKey(now, workspace?.time_zone);
      return {
        owner_name: live[0]!.owner_name,
        workspace_name: workspace?.name ?? '',
        expires_at: link.expires_at.toISOString(),
        actions: live.map((row) => {
          // consultants' names stay out of a page anyone holding the link can read: a note reads 'consultant'
          const answer = actionAnswer(row, { notes, checklist: [], consultants: new Map(), today });
          return {
            id: answer.id,
            title: answer.title,
            description: answer.description,
            focus_area: focusAreas.find((area) => area.id === row.focus_area_id)?.label ?? '',
            due_date: answer.due_date,
            status: answer.status,
            overdue: answer.overdue,
            notes: answer.notes,
          };
        }),
      };
    },
  };
};
export type OwnerPorts = ReturnType<typeof createOwnerPorts>;

/** the link in `:link` while it lives, or 404 'This link has expired or was replaced' */
export const openLink = async (ports: Pick<OwnerPorts, 'liveLink'>, linkId: string, prelude: Pick<PublicPrelude, 'now' | 'takeLink'>) => {
  const link = await ports.liveLink(linkId, prelude.now);
  if (!link) throw httpError(404, M.ownerLinkGone);
  // a live link's budget (across addresses), spent once per request as the respondent links spend theirs
  await prelude.takeLink(linkId);
  return link;
};
