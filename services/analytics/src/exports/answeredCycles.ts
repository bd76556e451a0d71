import { ALL_ASSESSMENTS_ID, RawDataFlag } from '@canopy/contracts/analytics/exports';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { Cycle } from '@canopy/survey';
import type { z } from 'zod';
import { assessmentOf, type ExportPorts, Id, packageAccess, WorkspaceParams } from './exportPorts.ts';

export const Params = WorkspaceParams.extend({ packageId: Id(), assessmentId: Id(), rawData: RawDataFlag });
type In = { params: z.output<typeof Params> };
export const access = (ports: Pick<ExportPorts, 'workspaces' | 'packages'>) => packageAccess<In>(ports, (input) => input.params.packageId);
type Scope = Awaited<ReturnType<ReturnType<typeof access>['scope']>>;

const answeredCycle = (cycle: Cycle, respondents: number, minimum: number) => ({
  from: cycle.from.toISOString(),
  to: cycle.to?.toISOString() ?? null,
  link: cycle.link_id,
  is_forever_package: cycle.is_forever,
  respondents,
  is_masked_exportable: respondents >= minimum,
});

/** the package's cycles with answers (of the assessment; the all-zero id for every assessment), oldest first */
export const answeredCycles =
  (ports: Pick<ExportPorts, 'exportsReader' | 'links' | 'settings'>) =>
  async ({ params }: In, { scope: { workspace, pkg }, now }: Prelude<Scope>) => {
    const every = params.assessmentId === ALL_ASSESSMENTS_ID;
    if (!every) assessmentOf(pkg, params.assessmentId);
    const [cycles, answered, limits] = await Promise.all([
      ports.links.cyclesOfPackage(pkg.id, now),
      ports.exportsReader.cycleRespondents(workspace.id, pkg.id, every ? null : params.assessmentId),
      ports.settings.of(workspace.id),
    ]);
    return cycles
      .filter((cycle) => answered.has(cycle.cycle_id))
      .map((cycle) => answeredCycle(cycle, answered.get(cycle.cycle_id)!, limits.minimum_group_size));
  };
