import { DEFAULT_TIME_ZONE } from '@canopy/contracts/platform/dates';
import { AdminMessages } from '@canopy/contracts/admin/rules';
import { IdentityMessages } from '@canopy/contracts/identity/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import { type Administrator, administratorAccess } from '../http/administrator.ts';
import { IdParams, type ReportDeps, workspaceOf } from './reportDeps.ts';

// The choices the admin report wizards offer: any team's workspaces, their packages, cycles, groups and group types.

export const ChoicesInput = { params: IdParams };
type In = Input<z.output<typeof IdParams>>;
const option = ({ id, name }: { id: string; name: string }) => ({ id, name });

/** a team's workspaces (404 for an unknown team) */
export const teamWorkspaces = (deps: ReportDeps) =>
  ({
    access: administratorAccess,
    handle: async ({ params }) => {
      if (!(await deps.teams.byId(params.id))) throw httpError(404, IdentityMessages.teamNotFound);
      return (await deps.workspaces.ofTeam(params.id)).map(option);
    },
  }) satisfies UseCase<In, Administrator, unknown>;

/** a workspace's packages */
export const workspacePackages = (deps: ReportDeps) =>
  ({
    access: administratorAccess,
    handle: async ({ params }) => {
      const workspace = await workspaceOf(deps, params.id);
      return (await deps.packages.ofWorkspace(workspace.id)).map(option);
    },
  }) satisfies UseCase<In, Administrator, unknown>;

/** a package's cycles, newest first, each with who submitted in it */
export const packageCycles = (deps: ReportDeps) =>
  ({
    access: administratorAccess,
    handle: async ({ params }) => {
      const pkg = await deps.packages.one(params.id);
      if (!pkg) throw httpError(404, AdminMessages.packageNotFound);
      const [cycles, workspace, respondents] = await Promise.all([
        deps.links.cyclesOfPackage(pkg.id),
        deps.workspaces.byId(pkg.workspace_id),
        deps.submissions.cycleRespondents(pkg.workspace_id, pkg.id, null),
      ]);
      const time_zone = workspace?.time_zone ?? DEFAULT_TIME_ZONE;
      return cycles
        .sort((a, b) => b.from.getTime() - a.from.getTime())
        .map((cycle) => ({
          from: cycle.from.toISOString(),
          to: cycle.to?.toISOString() ?? null,
          link: cycle.link_id,
          time_zone,
          respondents: respondents.get(cycle.cycle_id) ?? 0,
        }));
    },
  }) satisfies UseCase<In, Administrator, unknown>;

/** a workspace's groups */
export const workspaceGroups = (deps: ReportDeps) =>
  ({
    access: administratorAccess,
    handle: async ({ params }) => {
      const workspace = await workspaceOf(deps, params.id);
      return (await deps.roster.groups(workspace.id)).map(option);
    },
  }) satisfies UseCase<In, Administrator, unknown>;

/** the group types (origin sources) of a workspace's answers */
export const workspaceGroupTypes = (deps: ReportDeps) =>
  ({
    access: administratorAccess,
    handle: async ({ params }) => {
      const workspace = await workspaceOf(deps, params.id);
      const types = new Set((await deps.answers.groups(workspace.id)).map((group) => group.origin_source));
      return { origin_sources: [...types].sort((a, b) => a.localeCompare(b)) };
    },
  }) satisfies UseCase<In, Administrator, unknown>;
