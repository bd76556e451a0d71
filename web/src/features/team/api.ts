import { IdentityPaths, Team, type InviteConsultantRequest } from '@canopy/contracts';
import { apiFetch } from '../session/apiFetch';
import { appendImageChange, type ImageChange } from '../../shared/files/imageRules';

/** GET /teams/my-team: the signed-in consultant's team with its members. */
export function fetchMyTeam(options: { accessToken?: string; signal?: AbortSignal } = {}): Promise<Team> {
  return apiFetch(IdentityPaths.myTeam, { schema: Team, ...options });
}

export type UpdateTeamInput = { teamId: string; name: string; logo: ImageChange };

/** PUT /teams/{id}, multipart: name, is_logo_changed and, for a new logo, file. */
export function updateTeam({ teamId, name, logo }: UpdateTeamInput): Promise<unknown> {
  const form = new FormData();
  form.append('name', name.trim());
  appendImageChange(form, 'is_logo_changed', logo);
  return apiFetch(IdentityPaths.updateTeam(teamId), { method: 'PUT', body: form });
}

/** POST /consultants: invites one consultant to the caller's team. */
export function inviteConsultant(body: InviteConsultantRequest): Promise<unknown> {
  return apiFetch(IdentityPaths.inviteConsultant, { method: 'POST', body });
}
