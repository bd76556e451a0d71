import { IdentityPaths, type ChangePasswordRequest } from '@canopy/contracts';
import type { z } from 'zod';
import { appendImageChange, type ImageChange } from '../../shared/files/imageRules';
import { apiFetch } from '../session/apiFetch';

export type UpdateProfileInput = { first_name: string; last_name: string; picture: ImageChange };

/** PUT /consultants/me, multipart: first_name, last_name, is_profile_picture_changed and, for a new picture, file. */
export function updateProfile({ first_name, last_name, picture }: UpdateProfileInput): Promise<unknown> {
  const form = new FormData();
  form.append('first_name', first_name.trim());
  form.append('last_name', last_name.trim());
  appendImageChange(form, 'is_profile_picture_changed', picture);
  return apiFetch(IdentityPaths.updateMe, { method: 'PUT', body: form });
}

/** POST /users/change-password. */
export function changePassword(body: z.input<typeof ChangePasswordRequest>): Promise<unknown> {
  return apiFetch(IdentityPaths.changePassword, { method: 'POST', body });
}
