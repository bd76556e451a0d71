import { AnsweredOriginSourcesRequest } from '@canopy/contracts/analytics/exports';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { type ExportPorts, packageAccess, WorkspaceParams } from './exportPorts.ts';

export const Params = WorkspaceParams;
export const Body = AnsweredOriginSourcesRequest;
type In = { params: z.output<typeof Params>; body: z.output<typeof Body> };
export const access = (ports: Pick<ExportPorts, 'workspaces' | 'packages'>) => packageAccess<In>(ports, (input) => input.body.package_id);
type Scope = Awaited<ReturnType<ReturnType<typeof access>['scope']>>;

/** the group types of the groups the cycle's respondents are in (every answered cycle with is_all) */
export const answeredOriginSources =
  (ports: Pick<ExportPorts, 'exportsReader' | 'cyclesOf' | 'roster'>) =>
  async ({ body }: In, { scope: { workspace, pkg } }: Prelude<Scope>) => {
    const cycleIds = body.is_all
      ? [...(await ports.exportsReader.answeredCycleIds(workspace.id, pkg.id, null))]
      : (await ports.cyclesOf(pkg.id, [body.link])).map((cycle) => cycle.cycle_id);
    const people = await ports.roster.participants(await ports.exportsReader.respondentIds(workspace.id, pkg.id, cycleIds));
    const sources = new Set(people.flatMap((person) => person.groups.map((group) => group.origin_source)));
    return { origin_sources: [...sources].sort((a, b) => a.localeCompare(b)) };
  };
