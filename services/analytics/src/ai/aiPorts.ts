import { AiMessages } from '@canopy/contracts/analytics/ai';
import type { PackageCore } from '@canopy/contracts/survey/api';
import { Text } from '@canopy/contracts';
import { aiPeriodDays } from '@canopy/contracts/analytics/aiPeriods';
import { OPEN_CYCLE_END } from '@canopy/contracts/platform/dates';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createAiAnalysesReader, type AiRunRow } from '@canopy/projections/analytics/aiAnalyses/read';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createAiParticipantsReader, createWorkspaceAccess, type WorkspaceAccess } from '@canopy/workspace';
import { createPackageLinksReader, createPackagesReader } from '@canopy/survey';
import { z } from 'zod';
import type { AiRuns } from './aiRuns.ts';
import { createRunComments } from './runComments.ts';

export const PathId = () => Text().max(64);
export const WorkspaceParams = z.object({ workspaceId: PathId() });
export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** a period as the file and its name show it, 'to current' while a cycle is open: the pages' days (ADR 0118, 0153) */
export const periodLabel = (run: Pick<AiRunRow, 'period_start' | 'period_end' | 'trigger'>, timeZone: string) => {
  const { first, last } = aiPeriodDays(run, timeZone, 'key');
  return `${first} - ${last ?? `to ${OPEN_CYCLE_END}`}`;
};

/** what the AI calls' use cases read and run with, made once per process */
export const createAiPorts = (deps: ServiceDeps, aiRuns: AiRuns) => {
  const { pool } = deps.platform;
  const runs = createAiAnalysesReader(pool);
  const doneRuns = async (workspaceId: string) => (await runs.runs(workspaceId)).filter((run) => run.status === 'done');
  return {
    clock: deps.clock,
    aiRuns,
    workspaces: createWorkspaceAccess(pool),
    packages: createPackagesReader(pool),
    settings: createSettingsReader(pool),
    runs,
    links: createPackageLinksReader(pool),
    people: createAiParticipantsReader(pool),
    runComments: createRunComments(pool),
    doneRuns,
    /** the finished run a report or group list names by its link and period (the latest, if analysed twice) */
    runOf: async (workspaceId: string, link: string, start: string, end: string) => {
      const same = (a: Date | null, b: string) => a !== null && Date.parse(b) === a.getTime();
      const run = (await doneRuns(workspaceId)).find(
        (item) => item.link_id === link && same(item.period_start, start) && same(item.period_end, end),
      );
      if (!run) throw httpError(404, AiMessages.noAnalysis);
      return run;
    },
  };
};

export type AiPorts = ReturnType<typeof createAiPorts>;
export type AiWorkspace = Awaited<ReturnType<WorkspaceAccess['assigned']>>;

/** every AI call's access rule: the workspace in `:workspaceId` (another team's 404, one the caller is not assigned to 403) */
export const access = (ports: Pick<AiPorts, 'workspaces'>): AccessRule<{ params: { workspaceId: string } }, AiWorkspace> => ({
  scope: (input, user) => ports.workspaces.assigned(user, input.params.workspaceId),
  workspaceOf: (workspace) => workspace.id,
});

/** the package among the workspace's, or 404 */
export const packageIn = (held: readonly PackageCore[], packageId: string) => {
  const pkg = held.find((item) => item.id === packageId);
  if (!pkg) throw httpError(404, AiMessages.noPackage);
  return pkg;
};

/** an assessment id the path names must be one of the workspace's packages' own, as every other route's ids are */
export const assessmentIn = (held: readonly PackageCore[], assessmentId: string) => {
  if (!held.some((pkg) => pkg.assessments.some((assessment) => assessment.id === assessmentId))) {
    throw httpError(404, AiMessages.noAssessment);
  }
};
