import { PackageInput, SurveyMessages } from '@canopy/contracts/survey/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import { fieldsOf } from './packageFields.ts';
import type { PackagePorts, PackageWorkspace } from './packagePorts.ts';

export const Body = PackageInput;
type In = { body: z.output<typeof Body> };

/** the workspace the body names (400 without one), if the caller may work in it */
export const access = (ports: Pick<PackagePorts, 'workspaces'>): AccessRule<In, PackageWorkspace> => ({
  scope: async ({ body }, user) => {
    if (!body.workspace_id) throw httpError(400, SurveyMessages.workspaceRequired);
    return ports.workspaces.assigned(user, body.workspace_id);
  },
  workspaceOf: (workspace) => workspace.id,
});

/** create a package in a workspace (confidential unless the body says attributed) */
export const createPackage =
  (ports: Pick<PackagePorts, 'commands' | 'answer' | 'newId'>) =>
  async ({ body }: In, { scope: workspace, user, context }: Prelude<PackageWorkspace>) => {
    const packageId = ports.newId();
    await ports.commands.package(
      packageId,
      {
        type: 'CreatePackage',
        data: {
          package_id: packageId,
          workspace_id: workspace.id,
          team_id: user.teamId,
          fields: { ...fieldsOf(body), is_attributed: body.is_attributed ?? false },
          by: user.id,
          now: context.now.toISOString(),
        },
      },
      context,
    );
    return ports.answer(packageId);
  };
