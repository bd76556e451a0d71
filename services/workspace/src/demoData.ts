import { randomUUID } from 'node:crypto';
import type { AdditionalInfoChange } from '@canopy/contracts/workspace/api';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createConsultantsReader } from '@canopy/identity';
import { createWorkspacesReader } from '@canopy/projections/workspace/workspaces/read';
import { demoCohort, demoStaff } from './demoParticipants.ts';
import { createRosterPort } from './roster/rosterCommands.ts';
import type { ImportRow } from './roster/rosterPort.ts';
import { createWorkspaceCommands } from './workspace/commands.ts';

/** the demo consultant seeded by the identity context (services/identity/src/demoData.ts) */
const DEMO_CONSULTANT_EMAIL = 'demo@canopy.local';

export type DemoWorkspace = { id: string; name: string };

const DEMO_WORKSPACES: Array<{
  name: string;
  additional_info: AdditionalInfoChange;
  group_classification: 'department' | 'none';
  participants: () => ImportRow[];
}> = [
  {
    name: 'Northwind Health',
    group_classification: 'department',
    participants: () => demoStaff(180, 'northwind-health.example'),
    additional_info: {
      formation_type: 2,
      organization_size: 4,
      organization_industry: 8,
      organization_geographic_structure: 2,
      organization_remote_work: 3,
      organization_location: 3,
      main_contact: {
        first_name: 'Morgan',
        last_name: 'Reyes',
        email: 'morgan.reyes@northwind-health.example',
        phone_code: '+44',
        phone: '7911123456',
        site_link: 'https://northwind-health.example',
      },
    },
  },
  {
    name: 'Leadership Circle 2026',
    group_classification: 'none',
    participants: () => demoCohort(14, 'leadership-circle.example'),
    additional_info: { formation_type: 1, group_type: 4, organization_size: 2 },
  },
];

/**
 * Demo workspaces for `npm start` (SEED_DEMO): when the demo consultant exists and their team has no
 * workspace yet, two workspaces assigned to them, with participants and groups. Answers the workspaces it created (none on later starts).
 */
export const seedDemoWorkspaces = async (deps: ServiceDeps): Promise<DemoWorkspace[]> => {
  const { platform, logger } = deps;
  const demo = await createConsultantsReader(platform.pool).byEmail(DEMO_CONSULTANT_EMAIL);
  if (!demo) return [];
  if (await createWorkspacesReader(platform.pool).teamHasAny(demo.team_id)) return [];
  const commands = createWorkspaceCommands(deps);
  const roster = createRosterPort(deps);
  const created: DemoWorkspace[] = [];
  for (const workspace of DEMO_WORKSPACES) {
    const id = randomUUID();
    const now = deps.clock.now();
    const context = { teamId: demo.team_id, workspaceId: id, actor: demo.id, correlationId: randomUUID(), now };
    await commands.workspace(
      id,
      {
        type: 'CreateWorkspace',
        data: {
          workspace_id: id,
          team_id: demo.team_id,
          created_by: demo.id,
          name: workspace.name,
          additional_info: workspace.additional_info,
          now: now.toISOString(),
        },
      },
      context,
    );
    if (workspace.group_classification !== 'none') {
      await commands.workspace(
        id,
        { type: 'UpdateWorkspace', data: { group_classification: workspace.group_classification, by: demo.id, now: now.toISOString() } },
        context,
      );
    }
    await roster.importParticipants({ workspaceId: id, source: 'manual', rows: workspace.participants(), context });
    created.push({ id, name: workspace.name });
  }
  logger.info({ workspaces: created.map((workspace) => workspace.name) }, 'demo workspaces created');
  return created;
};
