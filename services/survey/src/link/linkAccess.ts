import type { AccessRule } from '@canopy/platform/http/routeTable';
import type { PackageRow } from '@canopy/projections/survey/packages/read';
import type { LinkPorts } from './linkPorts.ts';

/** every link call's rule: the package in `:id` (another team's 404, one in a workspace the caller is not assigned to 403) */
export const access = (ports: Pick<LinkPorts, 'packageAccess'>): AccessRule<{ params: { id: string } }, PackageRow> => ({
  scope: (input, user) => ports.packageAccess.assigned(user, input.params.id),
  workspaceOf: (pkg) => pkg.workspace_id,
});
