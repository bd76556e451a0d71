import { AddMemberRequest } from '@canopy/contracts/admin/api';
import { checkNewMember } from '@canopy/contracts/admin/rules';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import { type Administrator, administratorAccess } from '../http/administrator.ts';
import { actingOf, passed, type TeamDeps } from './teamDeps.ts';

export const AddMemberInput = { body: AddMemberRequest };

/** 'New member': an active consultant of the team who signs in at once with the password given */
export const addMember = (deps: TeamDeps) =>
  ({
    access: administratorAccess,
    handle: async (input, prelude) => {
      const member = passed(checkNewMember(input.body));
      const consultantId = await deps.identity.addMember(
        {
          teamId: member.team_id,
          email: member.email,
          firstName: member.first_name,
          lastName: member.last_name,
          password: member.password,
        },
        actingOf(prelude),
      );
      await deps.commands.record(
        { type: 'RecordMemberAdded', data: { team_id: member.team_id, consultant_id: consultantId } },
        prelude.scope,
        prelude.context,
      );
      return { id: consultantId };
    },
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof AddMemberRequest>>, Administrator, unknown>;
