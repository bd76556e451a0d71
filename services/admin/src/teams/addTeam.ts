import { AddTeamRequest } from '@canopy/contracts/admin/api';
import { checkTeamName } from '@canopy/contracts/admin/rules';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import { type Administrator, administratorAccess } from '../http/administrator.ts';
import { actingOf, passed, type TeamDeps } from './teamDeps.ts';

export const AddTeamInput = { body: AddTeamRequest };

/** 'Add new team': identity makes the team, the admin context records the action */
export const addTeam = (deps: TeamDeps) =>
  ({
    access: administratorAccess,
    handle: async (input, prelude) => {
      const name = passed(checkTeamName(input.body.name));
      const teamId = await deps.identity.createTeam(name, actingOf(prelude));
      await deps.commands.record({ type: 'RecordTeamAdded', data: { team_id: teamId, name } }, prelude.scope, prelude.context);
      return { id: teamId };
    },
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof AddTeamRequest>>, Administrator, unknown>;
