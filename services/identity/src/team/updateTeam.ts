import { UpdateTeamFields } from '@canopy/contracts/identity/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { imageChange, parseFields, type ImageForm } from '@canopy/platform/images/upload';
import type { z } from 'zod';
import type { IdentityDeps } from '../http/shared.ts';
import { teamAnswer } from './myTeam.ts';
import { ownTeam, TeamParams } from './teamAccess.ts';

export const UpdateTeamInput = { params: TeamParams };

/** the caller's team renamed and its logo changed, from a multipart form the route table reads after access */
export const updateTeam = (deps: IdentityDeps) =>
  ({
    access: ownTeam('id'),
    handle: async (input, { user, now, context }) => {
      const fields = parseFields(UpdateTeamFields, input.form.fields);
      const logo = await imageChange(input.form, fields.is_logo_changed, deps.images, { teamId: user.teamId, createdBy: user.id });
      await deps.commands.team(
        user.teamId,
        { type: 'UpdateTeam', data: { team_id: user.teamId, name: fields.name, logo, now: now.toISOString() } },
        context,
      );
      return teamAnswer(deps, user.teamId);
    },
  }) satisfies UseCase<Input<z.output<typeof TeamParams>, undefined, undefined, ImageForm>, { teamId: string }, unknown>;
