import { SignOutRequest } from '@canopy/contracts/identity/api';
import type { Input, PublicUseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { IdentityDeps } from '../http/shared.ts';

export const SignOutInput = { body: SignOutRequest };

/** sign out: ends the session the refresh token belongs to (204) */
export const signOut = (deps: IdentityDeps) =>
  ({
    handle: async (input, { now }) => {
      await deps.sessions.revokeByToken(input.body.refresh_token, now);
      return null;
    },
  }) satisfies PublicUseCase<Input<undefined, undefined, z.output<typeof SignOutRequest>>, unknown>;
