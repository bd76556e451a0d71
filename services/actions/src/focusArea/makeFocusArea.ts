import { ActionPlanMessages as M, FocusAreaInput } from '@canopy/contracts/actions/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { assignedWorkspace, type PlanPorts, type PlanWorkspace } from '../http/planPorts.ts';

export const Body = FocusAreaInput;
export const access = assignedWorkspace;

/** make a focus area of a question (or an index) for a population, from the figure the chart shows (ADR 0123, 0124) */
export const makeFocusArea =
  (ports: Pick<PlanPorts, 'figures' | 'run' | 'changed' | 'newId'>) =>
  async ({ body }: { body: FocusAreaInput }, prelude: Prelude<PlanWorkspace>) => {
    const { scope: workspace, user, now } = prelude;
    const { subject, population, cycle_id, target } = body;
    if (subject.kind === 'question' && !subject.question_id) throw httpError(400, M.questionNotFound);
    if (target.kind === 'favourable' && subject.kind === 'index') throw httpError(400, M.favourableNeedsQuestion);
    const measured = { ...subject, question_id: subject.kind === 'question' ? subject.question_id : null };
    const figure = await ports.figures({
      workspaceId: workspace.id,
      subject: measured,
      groupId: population.group_id,
      cycleId: cycle_id,
      now,
    });
    const id = ports.newId();
    await ports.run(prelude, workspace.id, (who) => ({
      type: 'MakeFocusArea',
      data: {
        ...who,
        focus_area_id: id,
        subject: measured,
        label: figure.label,
        population: figure.population,
        baseline: figure.baseline,
        target,
      },
    }));
    return ports.changed(id, workspace.id, user);
  };
