import type {
  ConsultantInvitationAccepted,
  ConsultantInvitationReissued,
  ConsultantInvited,
  ConsultantPasswordChanged,
  ConsultantPasswordResetCompleted,
  ConsultantPasswordResetRequested,
  ConsultantPasswordSetByAdministrator,
  ConsultantPictureChanged,
  ConsultantProfileUpdated,
  ConsultantRegistered,
} from '@canopy/contracts/identity/events';
import type { EventOf } from '@canopy/contracts';
import { streamIdOf } from '@canopy/platform/commands/streamId';

// The Consultant aggregate: a member of one team who signs in (the spec's user, or consultant).
// Stream: `consultant-<consultant id>`. Invited consultants have no password until they accept.

export type ConsultantEvent =
  | EventOf<typeof ConsultantRegistered>
  | EventOf<typeof ConsultantInvited>
  | EventOf<typeof ConsultantInvitationReissued>
  | EventOf<typeof ConsultantInvitationAccepted>
  | EventOf<typeof ConsultantPasswordChanged>
  | EventOf<typeof ConsultantProfileUpdated>
  | EventOf<typeof ConsultantPictureChanged>
  | EventOf<typeof ConsultantPasswordResetRequested>
  | EventOf<typeof ConsultantPasswordResetCompleted>
  | EventOf<typeof ConsultantPasswordSetByAdministrator>;

/** a link mailed to the consultant: the SHA-256 of its token and when it stops working */
export type PendingToken = { tokenHash: string; expiresAt: string };

export type Consultant = {
  status: 'invited' | 'active';
  consultantId: string;
  teamId: string;
  isPlatformAdmin: boolean;
  /** null once the consultant is erased (personal data) */
  firstName: string | null;
  lastName: string | null;
  pictureImageId: string | null;
  /** argon2id PHC string; null while invited */
  passwordHash: string | null;
  invitation: PendingToken | null;
  reset: PendingToken | null;
};

export type ConsultantState = { status: 'none' } | Consultant;

export const consultantStreamId = streamIdOf('consultant');

export const initialConsultantState = (): ConsultantState => ({ status: 'none' });

export const evolveConsultant = (state: ConsultantState, event: ConsultantEvent): ConsultantState => {
  if (event.type === 'ConsultantRegistered') {
    const { data } = event;
    return {
      status: 'active',
      consultantId: data.consultant_id,
      teamId: data.team_id,
      isPlatformAdmin: data.is_platform_admin,
      firstName: data.first_name,
      lastName: data.last_name,
      pictureImageId: null,
      passwordHash: data.password_hash,
      invitation: null,
      reset: null,
    };
  }
  if (event.type === 'ConsultantInvited') {
    const { data } = event;
    return {
      status: 'invited',
      consultantId: data.consultant_id,
      teamId: data.team_id,
      isPlatformAdmin: false,
      firstName: data.first_name,
      lastName: data.last_name,
      pictureImageId: null,
      passwordHash: null,
      invitation: { tokenHash: data.token_hash, expiresAt: data.expires_at },
      reset: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ConsultantInvitationReissued':
      return { ...state, invitation: { tokenHash: event.data.token_hash, expiresAt: event.data.expires_at } };
    case 'ConsultantInvitationAccepted':
      return { ...state, status: 'active', passwordHash: event.data.password_hash, invitation: null };
    case 'ConsultantPasswordChanged':
      return { ...state, passwordHash: event.data.password_hash };
    case 'ConsultantProfileUpdated':
      return { ...state, firstName: event.data.first_name, lastName: event.data.last_name };
    case 'ConsultantPictureChanged':
      return { ...state, pictureImageId: event.data.picture_image_id };
    case 'ConsultantPasswordResetRequested':
      return { ...state, reset: { tokenHash: event.data.token_hash, expiresAt: event.data.expires_at } };
    case 'ConsultantPasswordResetCompleted':
      // the mailed link proved the address: an invited consultant who resets is active, and the invitation is spent
      return { ...state, status: 'active', passwordHash: event.data.password_hash, reset: null, invitation: null };
    case 'ConsultantPasswordSetByAdministrator':
      // the administrator hands the password over: an invited consultant can sign in with it, and pending links stop working
      return { ...state, status: 'active', passwordHash: event.data.password_hash, reset: null, invitation: null };
  }
};
