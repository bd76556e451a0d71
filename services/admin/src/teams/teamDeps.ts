import type { RuleResult } from '@canopy/contracts/admin/rules';
import { DomainError } from '@canopy/platform/commands/decider';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createIdentityAdministration } from '@canopy/identity';
import type { AdminCommands } from '../commands.ts';
import type { Administrator } from '../http/administrator.ts';

/** what the teams-and-members use cases share: identity's administration (its entry point), the admin commands, images */
export const teamDepsOf = (deps: ServiceDeps, commands: AdminCommands, images: ImageStore) => ({
  identity: createIdentityAdministration(deps),
  commands,
  images,
});
export type TeamDeps = ReturnType<typeof teamDepsOf>;

/** the value a rule let through, or its message as a 400 */
export const passed = <T>(result: RuleResult<T>): T => {
  if (!result.ok) throw new DomainError(result.error, 400);
  return result.value;
};

/** the administrator as identity's administration names the actor of a change */
export const actingOf = ({ user, now, context }: Prelude<Administrator>) => ({
  administratorId: user.id,
  correlationId: context.correlationId,
  now,
});
