import { ChangePasswordRequest, IdentityMessages } from '@canopy/contracts/identity/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { AccessRule, Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { IdentityDeps } from '../http/shared.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';

type In = Input<undefined, undefined, z.output<typeof ChangePasswordRequest>>;
export const ChangePasswordInput = { body: ChangePasswordRequest };

/** a consultant changes their own password only */
const ownPassword: AccessRule<In, { teamId: string }> = {
  scope: async (input, user) => {
    if (input.body.id !== user.id) throw httpError(403, IdentityMessages.notOwnPassword);
    return { teamId: user.teamId };
  },
  workspaceOf: () => null,
};

/** the signed-in consultant's password changed; every other session of theirs ends */
export const changePassword = (deps: IdentityDeps) =>
  ({
    access: ownPassword,
    handle: async (input, { user, now, context }) => {
      const consultant = await deps.currentConsultant(user);
      if (!(await verifyPassword(consultant.password_hash, input.body.old_password)))
        throw httpError(400, IdentityMessages.wrongOldPassword);
      const password_hash = await hashPassword(input.body.new_password);
      await deps.commands.consultant(
        user.id,
        { type: 'ChangePassword', data: { password_hash, verified_hash: consultant.password_hash, now: now.toISOString() } },
        context,
      );
      // as after a reset, whoever knew the old password is signed out; the session that changed it stays
      await deps.sessions.revokeAllOf(user.id, now, 'password changed', user.sessionId);
      return { message: IdentityMessages.passwordChanged };
    },
  }) satisfies UseCase<In, { teamId: string }, unknown>;
