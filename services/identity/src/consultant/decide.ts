import { IdentityMessages, NAME_MAX_LENGTH, TokenLifetimes } from '@canopy/contracts/identity/api';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { evolveConsultant, initialConsultantState, type ConsultantEvent, type ConsultantState, type PendingToken } from './consultant.ts';

// Commands carry everything impure: `now` (ISO time of the request), ids, the SHA-256 of a fresh
// token (the token itself is mailed and never stored) and argon2id hashes computed by the route.

type Names = { first_name: string; last_name: string };

export type RegisterConsultant = {
  type: 'RegisterConsultant';
  data: Names & { consultant_id: string; team_id: string; email: string; password_hash: string; is_platform_admin: boolean; now: string };
};
export type InviteConsultant = {
  type: 'InviteConsultant';
  data: Names & { consultant_id: string; team_id: string; email: string; invited_by: string; token_hash: string; now: string };
};
/** sets the first password from an invitation link */
export type SetPassword = { type: 'SetPassword'; data: { token_hash: string; password_hash: string; now: string } };
/**
 * `verified_hash`: the stored hash the route checked the old password against. A password changed
 * meanwhile (another tab, a reset) makes it stale and the change is refused.
 */
export type ChangePassword = { type: 'ChangePassword'; data: { password_hash: string; verified_hash: string | null; now: string } };
/** `picture`: absent leaves the picture as it is; `{ image_id: null }` removes it */
export type UpdateProfile = { type: 'UpdateProfile'; data: Names & { picture?: { image_id: string | null }; now: string } };
export type RequestPasswordReset = { type: 'RequestPasswordReset'; data: { token_hash: string; now: string } };
export type CompletePasswordReset = { type: 'CompletePasswordReset'; data: { token_hash: string; password_hash: string; now: string } };

/** a platform administrator sets the password (admin area); `administrator_id` is who did it */
export type SetPasswordAsAdministrator = {
  type: 'SetPasswordAsAdministrator';
  data: { password_hash: string; administrator_id: string; now: string };
};

export type ConsultantCommand =
  | RegisterConsultant
  | InviteConsultant
  | SetPassword
  | ChangePassword
  | UpdateProfile
  | RequestPasswordReset
  | CompletePasswordReset
  | SetPasswordAsAdministrator;

export const ConsultantMessages = {
  duplicateEmail: IdentityMessages.duplicateEmail,
  notFound: IdentityMessages.consultantNotFound,
  invalidLink: IdentityMessages.invalidLink,
  wrongOldPassword: IdentityMessages.wrongOldPassword,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameTooLong: `First name should be at most ${NAME_MAX_LENGTH} characters`,
  lastNameTooLong: `Last name should be at most ${NAME_MAX_LENGTH} characters`,
  emailRequired: 'This field is required',
  notActive: 'This consultant has not accepted the invitation yet',
} as const;

const plusSeconds = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

/** a token works when it is the latest one mailed, unused (spent tokens are cleared) and not expired */
const isValid = (pending: PendingToken | null, tokenHash: string, now: string): boolean =>
  pending !== null && pending.tokenHash === tokenHash && Date.parse(now) < Date.parse(pending.expiresAt);

const names = (data: Names) => {
  const first_name = data.first_name.trim();
  const last_name = data.last_name.trim();
  if (first_name === '') throw new DomainError(ConsultantMessages.firstNameRequired, 400);
  if (last_name === '') throw new DomainError(ConsultantMessages.lastNameRequired, 400);
  if (first_name.length > NAME_MAX_LENGTH) throw new DomainError(ConsultantMessages.firstNameTooLong, 400);
  if (last_name.length > NAME_MAX_LENGTH) throw new DomainError(ConsultantMessages.lastNameTooLong, 400);
  return { first_name, last_name };
};

const email = (value: string) => {
  const normalised = value.trim().toLowerCase();
  if (normalised === '') throw new DomainError(ConsultantMessages.emailRequired, 400);
  return normalised;
};

export const decideConsultant = (command: ConsultantCommand, state: ConsultantState): ConsultantEvent[] => {
  switch (command.type) {
    case 'RegisterConsultant': {
      if (state.status !== 'none') throw new DomainError(ConsultantMessages.duplicateEmail, 409);
      const { consultant_id, team_id, password_hash, is_platform_admin, now } = command.data;
      return [
        {
          type: 'ConsultantRegistered',
          data: {
            consultant_id,
            team_id,
            email: email(command.data.email),
            ...names(command.data),
            password_hash,
            is_platform_admin,
            registered_at: now,
          },
        },
      ];
    }
    case 'InviteConsultant': {
      const { consultant_id, team_id, invited_by, token_hash, now } = command.data;
      const expires_at = plusSeconds(now, TokenLifetimes.invitationSeconds);
      if (state.status === 'none') {
        return [
          {
            type: 'ConsultantInvited',
            data: {
              consultant_id,
              team_id,
              email: email(command.data.email),
              ...names(command.data),
              invited_by,
              token_hash,
              expires_at,
              invited_at: now,
            },
          },
        ];
      }
      // inviting someone who has not accepted yet sends a fresh link; anyone else already has an account
      if (state.status === 'invited' && state.teamId === team_id) {
        return [
          {
            type: 'ConsultantInvitationReissued',
            data: { consultant_id: state.consultantId, invited_by, token_hash, expires_at, reissued_at: now },
          },
        ];
      }
      throw new DomainError(ConsultantMessages.duplicateEmail, 409);
    }
    case 'SetPassword': {
      const { token_hash, password_hash, now } = command.data;
      if (state.status !== 'invited' || !isValid(state.invitation, token_hash, now))
        throw new DomainError(ConsultantMessages.invalidLink, 400);
      return [
        { type: 'ConsultantInvitationAccepted', data: { consultant_id: state.consultantId, token_hash, password_hash, accepted_at: now } },
      ];
    }
    case 'ChangePassword': {
      if (state.status === 'none') throw new DomainError(ConsultantMessages.notFound, 404);
      if (state.status !== 'active') throw new DomainError(ConsultantMessages.notActive, 400);
      const { password_hash, verified_hash, now } = command.data;
      if (verified_hash === null || verified_hash !== state.passwordHash) throw new DomainError(ConsultantMessages.wrongOldPassword, 400);
      return [{ type: 'ConsultantPasswordChanged', data: { consultant_id: state.consultantId, password_hash, changed_at: now } }];
    }
    case 'UpdateProfile': {
      if (state.status === 'none') throw new DomainError(ConsultantMessages.notFound, 404);
      const { picture, now } = command.data;
      const updated = names(command.data);
      const events: ConsultantEvent[] = [];
      if (updated.first_name !== state.firstName || updated.last_name !== state.lastName) {
        events.push({ type: 'ConsultantProfileUpdated', data: { consultant_id: state.consultantId, ...updated, updated_at: now } });
      }
      if (picture && picture.image_id !== state.pictureImageId) {
        events.push({
          type: 'ConsultantPictureChanged',
          data: { consultant_id: state.consultantId, picture_image_id: picture.image_id, changed_at: now },
        });
      }
      return events;
    }
    case 'RequestPasswordReset': {
      if (state.status === 'none') throw new DomainError(ConsultantMessages.notFound, 404);
      const { token_hash, now } = command.data;
      return [
        {
          type: 'ConsultantPasswordResetRequested',
          data: {
            consultant_id: state.consultantId,
            token_hash,
            expires_at: plusSeconds(now, TokenLifetimes.passwordResetSeconds),
            requested_at: now,
          },
        },
      ];
    }
    case 'CompletePasswordReset': {
      const { token_hash, password_hash, now } = command.data;
      if (state.status === 'none' || !isValid(state.reset, token_hash, now)) throw new DomainError(ConsultantMessages.invalidLink, 400);
      return [
        {
          type: 'ConsultantPasswordResetCompleted',
          data: { consultant_id: state.consultantId, token_hash, password_hash, completed_at: now },
        },
      ];
    }
    case 'SetPasswordAsAdministrator': {
      if (state.status === 'none') throw new DomainError(ConsultantMessages.notFound, 404);
      const { password_hash, administrator_id, now } = command.data;
      return [
        {
          type: 'ConsultantPasswordSetByAdministrator',
          data: { consultant_id: state.consultantId, password_hash, set_by: administrator_id, set_at: now },
        },
      ];
    }
  }
};

export const consultantDecider: Decider<ConsultantCommand, ConsultantEvent, ConsultantState> = {
  initialState: initialConsultantState,
  decide: decideConsultant,
  evolve: evolveConsultant,
};
