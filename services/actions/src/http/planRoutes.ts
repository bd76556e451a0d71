import { Text } from '@canopy/contracts';
import { ActionFeedbackAnswer, ActionPlan, ActionPlanPaths as P, PlanChangeAnswer } from '@canopy/contracts/actions/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import * as addAction from '../action/addAction.ts';
import * as addChecklistItem from '../action/addChecklistItem.ts';
import * as addNote from '../action/addNote.ts';
import * as checkChecklistItem from '../action/checkChecklistItem.ts';
import * as editAction from '../action/editAction.ts';
import * as removeAction from '../action/removeAction.ts';
import * as downloadActions from '../exports/downloadActions.ts';
import * as askActionFeedback from '../feedback/askActionFeedback.ts';
import * as closeFocusArea from '../focusArea/closeFocusArea.ts';
import * as makeFocusArea from '../focusArea/makeFocusArea.ts';
import * as renewOwnerLink from '../owners/renewOwnerLink.ts';
import * as showPlan from '../plan/showPlan.ts';
import { createPlanPorts } from './planPorts.ts';

const WorkspaceParams = z.object({ workspaceId: Text().max(64) });
const IdParams = z.object({ id: Text().max(64) });
const xlsx = z.any().describe('the xlsx file, streamed');

/**
 * A workspace's action plan (ADR 0123, 0124): the plan under /action-plans/workspaces/{id}, a focus area under
 * /action-plans/focus-areas/{id}, an action under /action-plans/actions/{id}; another team's workspace, focus area or
 * action is 404, one in a workspace the caller is not assigned to 403. Every change goes through the plan's decider
 * on `action-plan-<workspace id>` and answers the plan as it then reads. Each row names its use case (its access rule
 * and handler, ADR 0145) in plan/, focusArea/, action/, owners/, exports/ or feedback/.
 */
export const planRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const ports = createPlanPorts(instance, deps);
    mountRoutes(instance, deps.clock, {
      tags: ['action plans'],
      routes: [
        route({
          method: 'GET',
          url: P.plan(':workspaceId'),
          summary: "A workspace's focus areas and their actions",
          params: WorkspaceParams,
          response: ActionPlan,
          access: showPlan.access(ports),
          handle: showPlan.showPlan(ports),
        }),
        route({
          method: 'GET',
          url: P.actionsXlsx(':workspaceId'),
          summary: "Every action of a workspace's plan as an xlsx for the client",
          params: WorkspaceParams,
          response: xlsx,
          access: downloadActions.access(ports),
          handle: downloadActions.downloadActions(ports),
          reply: downloadActions.reply,
        }),
        route({
          method: 'POST',
          url: P.focusAreas(':workspaceId'),
          summary: 'Make a focus area of a question (or an index) for a population, from the figure the chart shows',
          params: WorkspaceParams,
          body: makeFocusArea.Body,
          response: PlanChangeAnswer,
          access: makeFocusArea.access(ports),
          handle: makeFocusArea.makeFocusArea(ports),
        }),
        route({
          method: 'POST',
          url: P.closeFocusArea(':id'),
          summary: 'Close a focus area with its outcome',
          params: IdParams,
          body: closeFocusArea.Body,
          response: PlanChangeAnswer,
          access: closeFocusArea.access(ports),
          handle: closeFocusArea.closeFocusArea(ports),
        }),
        route({
          method: 'POST',
          url: P.actions(':id'),
          summary: 'Add an action under a focus area',
          params: IdParams,
          body: addAction.Body,
          response: PlanChangeAnswer,
          access: addAction.access(ports),
          handle: addAction.addAction(ports),
        }),
        route({
          method: 'PATCH',
          url: P.action(':id'),
          summary: "Change an action's title, description, owner, due date or status",
          params: IdParams,
          body: editAction.Body,
          response: PlanChangeAnswer,
          access: editAction.access(ports),
          handle: editAction.editAction(ports),
        }),
        route({
          method: 'DELETE',
          url: P.action(':id'),
          summary: 'Remove an action',
          params: IdParams,
          response: PlanChangeAnswer,
          access: removeAction.access(ports),
          handle: removeAction.removeAction(ports),
        }),
        route({
          method: 'POST',
          url: P.notes(':id'),
          summary: 'Add a dated progress note',
          params: IdParams,
          body: addNote.Body,
          response: PlanChangeAnswer,
          access: addNote.access(ports),
          handle: addNote.addNote(ports),
        }),
        route({
          method: 'POST',
          url: P.checklist(':id'),
          summary: 'Add a checklist item',
          params: IdParams,
          body: addChecklistItem.Body,
          response: PlanChangeAnswer,
          access: addChecklistItem.access(ports),
          handle: addChecklistItem.addChecklistItem(ports),
        }),
        route({
          method: 'PATCH',
          url: P.checklistItem(':id', ':itemId'),
          summary: 'Tick or untick a checklist item',
          params: checkChecklistItem.Params,
          body: checkChecklistItem.Body,
          response: PlanChangeAnswer,
          access: checkChecklistItem.access(ports),
          handle: checkChecklistItem.checkChecklistItem(ports),
        }),
        route({
          method: 'POST',
          url: P.ownerLink(':id'),
          summary: "Mail the action's client-contact owner a new personal link (the one before stops answering)",
          params: IdParams,
          response: PlanChangeAnswer,
          access: renewOwnerLink.access(ports),
          handle: renewOwnerLink.renewOwnerLink(ports),
        }),
        route({
          method: 'POST',
          url: P.actionFeedback(':workspaceId'),
          summary: "Ask the action feedback question ('I have seen action taken…') in the workspace's next package",
          description:
            "Adds the default library's Action Feedback assessment to the package named, or to the next package (the newest draft, else the newest package), once.",
          params: WorkspaceParams,
          body: askActionFeedback.Body,
          response: ActionFeedbackAnswer,
          access: askActionFeedback.access(ports),
          handle: askActionFeedback.askActionFeedback(ports),
        }),
      ],
    });
  };
