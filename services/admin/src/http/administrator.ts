import { AdminMessages } from '@canopy/contracts/admin/rules';
import type { AuthUser } from '@canopy/platform/http/auth';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** refuses a signed-in consultant without the platform-administrator flag (403, whatever their team) */
const administratorsOnly = async (request: FastifyRequest) => {
  if (!request.user?.isPlatformAdmin) throw httpError(403, AdminMessages.notAdmin);
};

/**
 * The admin routes' door: a signed-in consultant (else 401) with the platform-administrator flag (else 403).
 * The flag is in the access token, signed at sign-in from the consultant's record (ADR 0075).
 */
export const requireAdministrator = (app: FastifyInstance) => [app.requireUser, administratorsOnly];

/** the acting administrator, as the events name them */
export const administratorOf = (user: AuthUser) => ({ id: user.id, is_platform_admin: user.isPlatformAdmin });
