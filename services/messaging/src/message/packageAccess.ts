import { Text } from '@canopy/contracts';
import type { AccessRule, Input } from '@canopy/platform/http/routeTable';
import { z } from 'zod';
import type { MessageDeps } from './messageDeps.ts';

const PathId = () => Text().max(64);
/** a package's path (`/packages/:id/...`), and a workspace's */
export const PackageParams = z.object({ id: PathId() });
/** one message of a package (`/packages/:id/delayed-messages/:messageId`) */
export const MessageParams = z.object({ id: PathId(), messageId: PathId() });

export type PackageScope = { pkg: { id: string; workspace_id: string; name: string } };

/**
 * The rule of every message route: a package's messages are reached through the package's workspace, so another
 * team's package is not found (404) and one in a workspace the caller is not assigned to is refused (403). Survey's
 * package access checks both, once.
 */
export const packageAccess = (
  deps: Pick<MessageDeps, 'packageAccess'>,
): AccessRule<Input<{ id: string }, unknown, unknown>, PackageScope> => ({
  scope: async (input, user) => ({ pkg: await deps.packageAccess.assigned(user, input.params.id) }),
  workspaceOf: (scope) => scope.pkg.workspace_id,
});

/** a workspace the caller is assigned to (its package schedule) */
export const workspaceAccess = (
  deps: Pick<MessageDeps, 'workspaceAccess'>,
): AccessRule<Input<{ id: string }, unknown, unknown>, { workspace: { id: string } }> => ({
  scope: async (input, user) => ({ workspace: await deps.workspaceAccess.assigned(user, input.params.id) }),
  workspaceOf: (scope) => scope.workspace.id,
});
