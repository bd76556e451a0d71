import { ACTION_FEEDBACK, type ActionFeedbackFigure, type ActionPlan, type FocusAreaTracking } from '@canopy/contracts/actions/api';
import { dayKey } from '@canopy/contracts/platform/dates';
import { createConsultantsReader } from '@canopy/identity';
import type { Clock } from '@canopy/platform/time/clock';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createActionPlansReader } from '@canopy/projections/actions/plans/read';
import { createWorkspacesReader } from '@canopy/workspace';
import { createPackagesReader } from '@canopy/survey';
import { createActionFeedbackFigures } from '../feedback/actionFeedbackFigure.ts';
import { consultantName, planAnswer } from '../http/planAnswer.ts';
import { createFocusAreaTracking } from '../tracking/focusAreaTracking.ts';

/**
 * A workspace's plan as every reader sees it (the Action Plans page, each change's answer, the deck's 'Action plan'
 * slides): its focus areas with their actions, owners named, overdue on the workspace's calendar (ADR 0134), and each
 * focus area tracked to the next cycle by the analytics' charts (ADR 0142), with its population's action feedback share
 * while a package asks the question (ADR 0155). The caller has checked the workspace.
 */
export const createPlanReader = (pool: Queryable, clock: Clock) => {
  const plans = createActionPlansReader(pool);
  const consultants = createConsultantsReader(pool);
  const workspaceRows = createWorkspacesReader(pool);
  const tracking = createFocusAreaTracking(pool);
  const feedback = createActionFeedbackFigures(pool);
  const packages = createPackagesReader(pool);

  /** a focus area whose assessment (or group) has left the workspace has nothing to track: the plan still reads */
  const trackedOrNone = (workspaceId: string, area: Parameters<typeof tracking>[1], now: Date) =>
    tracking(workspaceId, area, now).catch((error: { statusCode?: number }) => {
      if (error?.statusCode === 404) return null;
      throw error;
    });

  return async (workspaceId: string, teamId: string): Promise<ActionPlan> => {
    const now = clock.now();
    const [focusAreas, actions, team, workspace, held] = await Promise.all([
      plans.focusAreas(workspaceId),
      plans.actions(workspaceId),
      consultants.ofTeam(teamId),
      workspaceRows.byId(workspaceId),
      packages.ofWorkspace(workspaceId),
    ]);
    // the packages asking the action feedback question (ADR 0155): without one, no focus area has its share to read
    const asking = held.filter((pkg) => pkg.assessments.some((assessment) => assessment.id === ACTION_FEEDBACK.assessment_id));
    const ids = actions.map((action) => action.id);
    const [notes, checklist, tracked, feedbacks] = await Promise.all([
      plans.notes(ids),
      plans.checklist(ids),
      Promise.all(focusAreas.map((area) => trackedOrNone(workspaceId, area, now))),
      Promise.all(focusAreas.map((area) => (asking.length ? feedback(workspaceId, area, now) : null))),
    ]);
    return planAnswer(workspaceId, {
      feedbackPackages: asking.map((pkg) => ({ id: pkg.id, name: pkg.name })),
      feedback: new Map(focusAreas.map((area, index) => [area.id, feedbacks[index] ?? null] as [string, ActionFeedbackFigure | null])),
      focusAreas,
      actions,
      notes,
      checklist,
      consultants: new Map(team.map((row) => [row.id, { name: consultantName(row), email: row.email }])),
      tracking: new Map(focusAreas.map((area, index) => [area.id, tracked[index] ?? null] as [string, FocusAreaTracking | null])),
      // overdue on the workspace's calendar, as its reminders are (ADR 0134)
      today: dayKey(now, workspace?.time_zone),
    });
  };
};
export type PlanReader = ReturnType<typeof createPlanReader>;
