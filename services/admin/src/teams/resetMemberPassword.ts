import { ResetMemberPasswordRequest } from '@canopy/contracts/admin/api';
import { checkPasswordReset } from '@canopy/contracts/admin/rules';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import { type Administrator, administratorAccess } from '../http/administrator.ts';
import { actingOf, passed, type TeamDeps } from './teamDeps.ts';

export const ResetMemberPasswordInput = { body: ResetMemberPasswordRequest };

export const PASSWORD_SET_MESSAGE = 'The password was changed; the member was signed out everywhere';

/** 'Reset Password': the member's password set; every session of the member ends */
export const resetMemberPassword = (deps: TeamDeps) =>
  ({
    access: administratorAccess,
    handle: async (input, prelude) => {
      const password = passed(checkPasswordReset(input.body));
      const { teamId } = await deps.identity.setPassword(input.body.id, password, actingOf(prelude));
      await deps.commands.record(
        { type: 'RecordPasswordReset', data: { team_id: teamId, consultant_id: input.body.id } },
        prelude.scope,
        prelude.context,
      );
      return { message: PASSWORD_SET_MESSAGE };
    },
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof ResetMemberPasswordRequest>>, Administrator, unknown>;
