import { UpdateProfileFields } from '@canopy/contracts/identity/api';
import { teamAccess, type Input, type UseCase } from '@canopy/platform/http/routeTable';
import { imageChange, parseFields, type ImageForm } from '@canopy/platform/images/upload';
import type { IdentityDeps } from '../http/shared.ts';
import { toConsultant } from '../readModel.ts';

/** own names and picture, from a multipart form the route table reads after access */
export const updateProfile = (deps: IdentityDeps) =>
  ({
    access: teamAccess,
    handle: async (input, { user, now, context }) => {
      const fields = parseFields(UpdateProfileFields, input.form.fields);
      const picture = await imageChange(input.form, fields.is_profile_picture_changed, deps.images, {
        teamId: user.teamId,
        createdBy: user.id,
      });
      await deps.commands.consultant(
        user.id,
        { type: 'UpdateProfile', data: { first_name: fields.first_name, last_name: fields.last_name, picture, now: now.toISOString() } },
        context,
      );
      return toConsultant(await deps.currentConsultant(user), deps.images);
    },
  }) satisfies UseCase<Input<undefined, undefined, undefined, ImageForm>, { teamId: string }, unknown>;
