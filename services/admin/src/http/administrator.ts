import { AdminMessages } from '@canopy/contracts/admin/rules';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { FastifyRequest } from 'fastify';

/**
 * The admin routes' door, a hook every admin table runs right after sign-in (before the body is read): a consultant
 * without the platform-administrator flag is refused (403, whatever their team). The flag is in the access token,
 * signed at sign-in from the consultant's record (ADR 0075).
 */
export const administratorsOnly = async (request: FastifyRequest) => {
  if (!request.user?.isPlatformAdmin) throw httpError(403, AdminMessages.notAdmin);
};

/** the acting administrator, as the events name them */
export const administratorOf = (user: AuthUser) => ({ id: user.id, is_platform_admin: user.isPlatformAdmin });
export type Administrator = ReturnType<typeof administratorOf>;

/** the access of an admin use case: the administrator the door let through, acting on no workspace of their own */
export const administratorAccess: AccessRule<unknown, Administrator> = {
  scope: async (_input, user) => administratorOf(user),
  workspaceOf: () => null,
};
