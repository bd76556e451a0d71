import { ErrorBody, Text } from '@canopy/contracts';
import {
  ActionEditInput,
  ActionInput,
  ActionPlan,
  ActionPlanMessages as M,
  ActionPlanPaths as P,
  ChecklistCheckInput,
  ChecklistInput,
  CloseFocusAreaInput,
  FocusAreaInput,
  NoteInput,
  type OwnerInput,
  PlanChangeAnswer,
  ActionFeedbackAnswer,
} from '@canopy/contracts/actions/api';
import { contextOf } from '@canopy/platform/commands/commandContext';
import type { AuthUser } from '@canopy/platform/http/auth';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createActionPlansReader } from '@canopy/projections/actions/plans/read';
import { createConsultantsReader } from '@canopy/projections/identity/consultants/read';
import { fileNameOf } from '@canopy/platform/download/attachment';
import { sendXlsx } from '@canopy/platform/download/xlsx';
import { writeActionsWorkbook } from '../exports/actionsWorkbook.ts';
import { createWorkspaceAccess } from '@canopy/workspace';
import { createAddToNextPackage } from '@canopy/survey';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import * as askActionFeedback from '../feedback/askActionFeedback.ts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createActionPlanCommands } from '../commands.ts';
import { createFocusAreaFigures } from '../figures/focusAreaFigure.ts';
import { createOwnerLinks } from '../owners/sendOwnerLink.ts';
import type { ActionPlanCommand, OwnerChoice } from '../plan/decide.ts';
import { createPlanReader } from '../plan/readPlan.ts';

const TAGS = ['action plans'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const WorkspaceParams = z.object({ workspaceId: Text().max(64) });
const IdParams = z.object({ id: Text().max(64) });
const ItemParams = z.object({ id: Text().max(64), itemId: Text().max(64) });
type WhoData = { workspace_id: string; team_id: string; by: string; by_kind: 'consultant'; now: string };

/**
 * A workspace's action plan (ADR 0123, 0124): the plan under /action-plans/workspaces/{id}, a focus area under
 * /action-plans/focus-areas/{id}, an action under /action-plans/actions/{id}; another team's workspace, focus area or
 * action is 404, one in a workspace the caller is not assigned to 403. Every change goes through the plan's decider
 * on `action-plan-<workspace id>` and answers the plan as it then reads.
 */
export const planRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const workspaces = createWorkspaceAccess(pool);
    const plans = createActionPlansReader(pool);
    const consultants = createConsultantsReader(pool);
    const commands = createActionPlanCommands(deps);
    const figures = createFocusAreaFigures(pool);
    const ownerLinks = createOwnerLinks(instance, deps);

    const answerPlan = createPlanReader(pool, deps.clock);

    const feedbackPorts = { workspaces, addToNextPackage: createAddToNextPackage(deps), answerPlan };
    mountRoutes(instance, deps.clock, {
      tags: TAGS,
      routes: [
        route({
          method: 'POST',
          url: P.actionFeedback(':workspaceId'),
          summary: "Ask the action feedback question ('I have seen action taken…') in the workspace's next package",
          description:
            "Adds the default library's Action Feedback assessment to the package named, or to the next package (the newest draft, else the newest package), once.",
          params: WorkspaceParams,
          body: askActionFeedback.Body,
          response: ActionFeedbackAnswer,
          access: askActionFeedback.access(feedbackPorts),
          handle: askActionFeedback.askActionFeedback(feedbackPorts),
        }),
      ],
    });

    const run = (request: FastifyRequest, workspaceId: string, command: (who: WhoData) => ActionPlanCommand) => {
      const user = request.user;
      const now = deps.clock.now();
      const who: WhoData = { workspace_id: workspaceId, team_id: user.teamId, by: user.id, by_kind: 'consultant', now: now.toISOString() };
      return commands.plan(workspaceId, command(who), contextOf(request, user, workspaceId, now));
    };

    /** a focus area of a workspace the caller may work in; another team's (or an unknown one) is 404 */
    const assignedFocusArea = async (user: AuthUser, id: string) => {
      const row = await plans.focusArea(id);
      if (!row || row.team_id !== user.teamId) throw httpError(404, M.focusAreaNotFound);
      await workspaces.assigned(user, row.workspace_id);
      return row;
    };
    /** a live action of a workspace the caller may work in; another team's (or a removed one) is 404 */
    const assignedAction = async (user: AuthUser, id: string) => {
      const row = await plans.action(id);
      if (!row || row.team_id !== user.teamId) throw httpError(404, M.actionNotFound);
      await workspaces.assigned(user, row.workspace_id);
      return row;
    };

    /** a consultant of the caller's team, or a client contact who is not a user (a fresh id the decider may replace) */
    const ownerOf = async (user: AuthUser, owner: OwnerInput): Promise<OwnerChoice> => {
      if ('consultant_id' in owner) {
        const consultant = await consultants.byId(owner.consultant_id);
        if (!consultant || consultant.team_id !== user.teamId) throw httpError(400, M.ownerNotInTeam);
        return { consultant_id: consultant.id };
      }
      if (owner.contact.email.trim() && (await consultants.byEmail(owner.contact.email))) throw httpError(400, M.contactIsUser);
      return { contact: { contact_id: newId(), name: owner.contact.name, email: owner.contact.email } };
    };

    const changed = async (id: string, workspaceId: string, user: AuthUser) => ({ id, plan: await answerPlan(workspaceId, user.teamId) });

    app.get(
      P.plan(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "A workspace's focus areas and their actions",
          params: WorkspaceParams,
          response: { 200: ActionPlan, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        return answerPlan(workspace.id, request.user.teamId);
      },
    );

    app.get(
      P.actionsXlsx(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: "Every action of a workspace's plan as an xlsx for the client", params: WorkspaceParams },
      },
      async (request, reply) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const plan = await answerPlan(workspace.id, request.user.teamId);
        return sendXlsx(reply, `Action_plan_${fileNameOf(workspace.name, 'workspace')}.xlsx`, (book) => writeActionsWorkbook(book, plan));
      },
    );

    app.post(
      P.focusAreas(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Make a focus area of a question (or an index) for a population, from the figure the chart shows',
          params: WorkspaceParams,
          body: FocusAreaInput,
          response: { 200: PlanChangeAnswer, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const { subject, population, cycle_id, target } = request.body;
        if (subject.kind === 'question' && !subject.question_id) throw httpError(400, M.questionNotFound);
        if (target.kind === 'favourable' && subject.kind === 'index') throw httpError(400, M.favourableNeedsQuestion);
        const figure = await figures({
          workspaceId: workspace.id,
          subject: { ...subject, question_id: subject.kind === 'question' ? subject.question_id : null },
          groupId: population.group_id,
          cycleId: cycle_id,
          now: deps.clock.now(),
        });
        const id = newId();
        await run(request, workspace.id, (who) => ({
          type: 'MakeFocusArea',
          data: {
            ...who,
            focus_area_id: id,
            subject: { ...subject, question_id: subject.kind === 'question' ? subject.question_id : null },
            label: figure.label,
            population: figure.population,
            baseline: figure.baseline,
            target,
          },
        }));
        return changed(id, workspace.id, request.user);
      },
    );

    app.post(
      P.closeFocusArea(':id'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Close a focus area with its outcome',
          params: IdParams,
          body: CloseFocusAreaInput,
          response: { 200: PlanChangeAnswer, ...errors },
        },
      },
      async (request) => {
        const area = await assignedFocusArea(request.user, request.params.id);
        await run(request, area.workspace_id, (who) => ({
          type: 'CloseFocusArea',
          data: { ...who, focus_area_id: area.id, outcome: request.body.outcome, note: request.body.note },
        }));
        return changed(area.id, area.workspace_id, request.user);
      },
    );

    app.post(
      P.actions(':id'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Add an action under a focus area',
          params: IdParams,
          body: ActionInput,
          response: { 200: PlanChangeAnswer, ...errors },
        },
      },
      async (request) => {
        const area = await assignedFocusArea(request.user, request.params.id);
        const owner = await ownerOf(request.user, request.body.owner);
        const id = newId();
        await run(request, area.workspace_id, (who) => ({
          type: 'AddAction',
          data: {
            ...who,
            focus_area_id: area.id,
            action_id: id,
            title: request.body.title,
            description: request.body.description,
            owner,
            due_date: request.body.due_date,
          },
        }));
        // a client contact hears of it at once, with their personal link (the live one, or a first one)
        if ('contact' in owner) await ownerLinks(request, { workspaceId: area.workspace_id, actionId: id, renew: false });
        return changed(id, area.workspace_id, request.user);
      },
    );

    app.patch(
      P.action(':id'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Change an action's title, description, owner, due date or status",
          params: IdParams,
          body: ActionEditInput,
          response: { 200: PlanChangeAnswer, ...errors },
        },
      },
      async (request) => {
        const action = await assignedAction(request.user, request.params.id);
        const { status, owner, ...fields } = request.body;
        const resolved = owner === undefined ? undefined : await ownerOf(request.user, owner);
        if (Object.keys(fields).length > 0 || resolved) {
          await run(request, action.workspace_id, (who) => ({
            type: 'EditAction',
            data: { ...who, action_id: action.id, ...fields, ...(resolved ? { owner: resolved } : {}) },
          }));
        }
        if (status !== undefined) {
          await run(request, action.workspace_id, (who) => ({
            type: 'ChangeActionStatus',
            data: { ...who, action_id: action.id, status },
          }));
        }
        return changed(action.id, action.workspace_id, request.user);
      },
    );

    app.delete(
      P.action(':id'),
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'Remove an action', params: IdParams, response: { 200: PlanChangeAnswer, ...errors } },
      },
      async (request) => {
        const action = await assignedAction(request.user, request.params.id);
        await run(request, action.workspace_id, (who) => ({ type: 'RemoveAction', data: { ...who, action_id: action.id } }));
        return changed(action.id, action.workspace_id, request.user);
      },
    );

    app.post(
      P.notes(':id'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Add a dated progress note',
          params: IdParams,
          body: NoteInput,
          response: { 200: PlanChangeAnswer, ...errors },
        },
      },
      async (request) => {
        const action = await assignedAction(request.user, request.params.id);
        await run(request, action.workspace_id, (who) => ({
          type: 'AddActionNote',
          data: { ...who, action_id: action.id, note_id: newId(), body: request.body.body },
        }));
        return changed(action.id, action.workspace_id, request.user);
      },
    );

    app.post(
      P.checklist(':id'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Add a checklist item',
          params: IdParams,
          body: ChecklistInput,
          response: { 200: PlanChangeAnswer, ...errors },
        },
      },
      async (request) => {
        const action = await assignedAction(request.user, request.params.id);
        await run(request, action.workspace_id, (who) => ({
          type: 'AddChecklistItem',
          data: { ...who, action_id: action.id, item_id: newId(), text: request.body.text },
        }));
        return changed(action.id, action.workspace_id, request.user);
      },
    );

    app.patch(
      P.checklistItem(':id', ':itemId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Tick or untick a checklist item',
          params: ItemParams,
          body: ChecklistCheckInput,
          response: { 200: PlanChangeAnswer, ...errors },
        },
      },
      async (request) => {
        const action = await assignedAction(request.user, request.params.id);
        await run(request, action.workspace_id, (who) => ({
          type: 'CheckChecklistItem',
          data: { ...who, action_id: action.id, item_id: request.params.itemId, done: request.body.done },
        }));
        return changed(action.id, action.workspace_id, request.user);
      },
    );

    app.post(
      P.ownerLink(':id'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Mail the action's client-contact owner a new personal link (the one before stops answering)",
          params: IdParams,
          response: { 200: PlanChangeAnswer, ...errors },
        },
      },
      async (request) => {
        const action = await assignedAction(request.user, request.params.id);
        await ownerLinks(request, { workspaceId: action.workspace_id, actionId: action.id, renew: true });
        return changed(action.id, action.workspace_id, request.user);
      },
    );
  };
