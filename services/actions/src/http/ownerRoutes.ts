import { dayKey } from '@canopy/contracts/platform/dates';
import { ErrorBody, Text } from '@canopy/contracts';
import { ActionPlanMessages as M, ActionPlanPaths as P, OwnerChangeInput, OwnerView } from '@canopy/contracts/actions/api';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import { publicLimitsOf } from '@canopy/platform/http/publicLimits';
import { createActionPlansReader } from '@canopy/projections/actions/plans/read';
import { createWorkspacesReader } from '@canopy/workspace';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createActionPlanCommands } from '../commands.ts';
import type { ActionPlanCommand } from '../plan/decide.ts';
import { actionAnswer } from './planAnswer.ts';

const TAGS = ['action plans'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const LinkParams = z.object({ link: Text().max(64) });
const ActionParams = z.object({ link: Text().max(64), actionId: Text().max(64) });

export type OwnerRouteOptions = { perAddressPerMinute: number; perLinkPerMinute: number };

/**
 * A client contact's personal link (ADR 0125), no account: the contact's own live actions, their status and notes.
 * An expired link, one replaced by a newer one, and one whose contact owns no live action any more answer 404
 * 'This link has expired or was replaced'; another owner's action is 404 'Could not find action' (the decider's rule).
 * Rate-limited as the respondent links: one budget per address shared by every public route, one per link.
 */
export const ownerRoutes =
  (deps: ServiceDeps, options: OwnerRouteOptions): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const plans = createActionPlansReader(pool);
    const workspaces = createWorkspacesReader(pool);
    const commands = createActionPlanCommands(deps);
    const limits = publicLimitsOf(instance, options);
    const config = { rateLimit: false } as const;
    const onRequest = limits.perAddress;

    /** the link while it lives, within its budget */
    const open = async (request: FastifyRequest, linkId: string) => {
      const now = deps.clock.now();
      const link = await plans.ownerLink(linkId);
      if (!link || link.expires_at.getTime() <= now.getTime()) throw httpError(404, M.ownerLinkGone);
      await limits.takeLink(request, linkId);
      return { link, now };
    };

    const view = async (link: { workspace_id: string; contact_id: string; expires_at: Date }, now: Date): Promise<OwnerView> => {
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
    };

    app.get(
      P.owner(':link'),
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: "A client contact's own actions, by their personal link",
          params: LinkParams,
          response: { 200: OwnerView, ...errors },
        },
      },
      async (request) => {
        const { link, now } = await open(request, request.params.link);
        return view(link, now);
      },
    );

    app.patch(
      P.ownerAction(':link', ':actionId'),
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: 'A client contact updates the status of their action or adds a progress note',
          params: ActionParams,
          body: OwnerChangeInput,
          response: { 200: OwnerView, ...errors },
        },
      },
      async (request) => {
        const { link, now } = await open(request, request.params.link);
        const { status, note } = request.body;
        if (status === undefined && !note?.trim()) throw httpError(400, M.ownerChangeEmpty);
        const who = {
          workspace_id: link.workspace_id,
          team_id: link.team_id,
          by: link.contact_id,
          by_kind: 'contact' as const,
          now: now.toISOString(),
        };
        const context = {
          teamId: link.team_id,
          workspaceId: link.workspace_id,
          actor: `contact:${link.contact_id}`,
          correlationId: request.id,
          now,
        };
        const actionId = request.params.actionId;
        const run = (command: ActionPlanCommand) => commands.plan(link.workspace_id, command, context);
        // the note first: a refused note (too long) leaves the status as it was
        if (note?.trim()) await run({ type: 'AddActionNote', data: { ...who, action_id: actionId, note_id: newId(), body: note } });
        if (status !== undefined) await run({ type: 'ChangeActionStatus', data: { ...who, action_id: actionId, status } });
        return view(link, now);
      },
    );
  };
