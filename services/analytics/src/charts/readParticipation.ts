import { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import type { AnalyticsPorts, AnalyticsWorkspace } from '../analyticsPorts.ts';

export { WorkspaceParams as Params, workspaceAccess as access } from '../analyticsPorts.ts';
export const Body = AnalyticsFilters.partial().default({});

/** who has and has not answered each package in each cycle (names for the consultant only) */
export const readParticipation =
  (ports: Pick<AnalyticsPorts, 'packages' | 'answers' | 'cyclesOf'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: workspace }: Prelude<AnalyticsWorkspace>) => {
    const held = await ports.packages.ofWorkspace(workspace.id);
    const groupIds = body.groups_ids ?? [];
    const [cycles, allResponses, everyone, members] = await Promise.all([
      ports.cyclesOf(workspace.id, held),
      ports.answers.responses(workspace.id),
      ports.answers.people(workspace.id),
      groupIds.length ? ports.answers.membersOf(groupIds) : Promise.resolve(null),
    ]);
    // the group filter keeps the people in any of the picked groups now (who was asked is who is in them)
    const kept = <T extends { participant_id: string }>(rows: readonly T[]) =>
      members ? rows.filter((row) => members.has(row.participant_id)) : rows;
    const [responses, people] = [kept(allResponses), kept(everyone)];
    const nameOf = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();
    return cycles.map((cycle) => {
      const required = held.find((item) => item.id === cycle.package_id)?.assessments.map((assessment) => assessment.id) ?? [];
      const mine = responses.filter((row) => row.cycle_id === cycle.id);
      const finished = mine.filter((row) => required.every((id) => row.assessment_ids.includes(id)));
      const finishedIds = new Set(finished.map((row) => row.participant_id));
      const unfinished = people.filter((person) => !finishedIds.has(person.participant_id));
      return {
        package_id: cycle.package_id,
        package_name: cycle.package_name,
        cycle_id: cycle.id,
        cycle_date: cycle.cycle_date,
        number_of_finished: finished.length,
        number_of_unfinished: unfinished.length,
        names_of_finished: finished.map(nameOf),
        names_of_unfinished: unfinished.map(nameOf),
        names: [...finished, ...unfinished].map(nameOf),
        link: cycle.link,
      };
    });
  };
