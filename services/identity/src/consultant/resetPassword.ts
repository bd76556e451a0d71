import { IdentityMessages, ResetPasswordRequest } from '@canopy/contracts/identity/api';
import type { Input, PublicUseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import type { IdentityDeps } from '../http/shared.ts';
import { hashPassword } from '../passwords.ts';
import { sha256Hex } from '../sessions/secrets.ts';

export const ResetPasswordInput = { body: ResetPasswordRequest };

/** sets a password with the token of a reset or invitation link (single use); a reset ends every session */
export const resetPassword = (deps: IdentityDeps) =>
  ({
    handle: async (input, { now, context }) => {
      const tokenHash = sha256Hex(input.body.token);
      const link = await deps.read.tokenByHash(tokenHash);
      if (!link || link.used_at || link.expires_at.getTime() <= now.getTime()) throw httpError(400, IdentityMessages.invalidLink);
      const password_hash = await hashPassword(input.body.new_password);
      const data = { token_hash: tokenHash, password_hash, now: now.toISOString() };
      await deps.commands.consultant(
        link.consultant_id,
        link.kind === 'invitation' ? { type: 'SetPassword', data } : { type: 'CompletePasswordReset', data },
        context,
      );
      // a reset ends every session: whoever knew the old password is signed out
      if (link.kind === 'reset') await deps.sessions.revokeAllOf(link.consultant_id, now, 'password reset');
      return { message: IdentityMessages.passwordReset };
    },
  }) satisfies PublicUseCase<Input<undefined, undefined, z.output<typeof ResetPasswordRequest>>, unknown>;
