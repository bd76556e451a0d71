import { GeneratedGroupsRequest } from '@canopy/contracts/analytics/ai';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { type AiPorts, type AiWorkspace, assessmentIn } from './aiPorts.ts';

export { access, WorkspaceParams as Params } from './aiPorts.ts';
export const Body = GeneratedGroupsRequest;

/** the groups an analysis holds results for (those at the open-answer minimum or above) */
export const generatedGroups =
  (ports: Pick<AiPorts, 'packages' | 'runs' | 'runOf' | 'people'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: workspace }: Prelude<AiWorkspace>) => {
    const run = await ports.runOf(workspace.id, body.link, body.start_period, body.end_period);
    if (body.assessment_id) {
      assessmentIn(
        (await ports.packages.ofWorkspace(workspace.id)).filter((pkg) => pkg.id === run.package_id),
        body.assessment_id,
      );
    }
    const keys = (await ports.runs.resultKeys(workspace.id)).filter(
      (key) => key.run_id === run.run_id && key.group_id !== '' && (!body.assessment_id || key.assessment_id === body.assessment_id),
    );
    const analysed = new Set(keys.map((key) => key.group_id));
    const groups = await ports.people.groupsWithMembers(workspace.id);
    return groups
      .filter((group) => analysed.has(group.id))
      .map((group) => ({ id: group.id, name: group.name, origin_source: group.origin_source }));
  };
