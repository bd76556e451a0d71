import { z } from 'zod';
import { defineEvent, personal, personalDataOf } from '../platform/eventContract.ts';

// Events of the identity context: teams, consultants and their sign-in. Streams: `team-<team id>`, `consultant-<consultant id>`,
// and `consultant-email-<sha256 of the lowercased e-mail>` (one per e-mail: the uniqueness claim).
//
// Names and e-mails are personal data: sealed per consultant (`personalDataOf(..., 'consultant_id')`)
// and read back as null once the consultant is erased (ADR 0003). Password hashes (argon2id PHC strings)
// are not personal data in the erasure sense and stay readable. Tokens (invitation, password reset)
// never appear: only the SHA-256 of the token, hex.

const isoTime = z.iso.datetime({ offset: true });
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** who a consultant is, as registration and invitation both record it */
const consultantIdentity = {
  consultant_id: z.string(),
  team_id: z.string(),
  email: personal(z.string()),
  first_name: personal(z.string()),
  last_name: personal(z.string()),
};

export const TeamCreated = defineEvent(
  'TeamCreated',
  z.object({ team_id: z.string(), name: z.string(), created_by: z.string().nullable(), created_at: isoTime }),
);

export const TeamRenamed = defineEvent('TeamRenamed', z.object({ team_id: z.string(), name: z.string(), renamed_at: isoTime }));

/** `logo_image_id` null: the logo was removed */
export const TeamLogoChanged = defineEvent(
  'TeamLogoChanged',
  z.object({ team_id: z.string(), logo_image_id: z.string().nullable(), changed_at: isoTime }),
);

/** The e-mail whose hash names the stream belongs to this consultant (first claim wins). */
export const ConsultantEmailClaimed = defineEvent('ConsultantEmailClaimed', z.object({ consultant_id: z.string(), claimed_at: isoTime }));

export const ConsultantRegistered = defineEvent(
  'ConsultantRegistered',
  personalDataOf(
    z.object({
      ...consultantIdentity,
      password_hash: z.string(),
      is_platform_admin: z.boolean(),
      registered_at: isoTime,
    }),
    'consultant_id',
  ),
);

export const ConsultantInvited = defineEvent(
  'ConsultantInvited',
  personalDataOf(
    z.object({
      ...consultantIdentity,
      invited_by: z.string(),
      token_hash: sha256Hex,
      expires_at: isoTime,
      invited_at: isoTime,
    }),
    'consultant_id',
  ),
);

/** A new invitation link for a consultant who has not accepted yet; the previous link stops working. */
export const ConsultantInvitationReissued = defineEvent(
  'ConsultantInvitationReissued',
  z.object({ consultant_id: z.string(), invited_by: z.string(), token_hash: sha256Hex, expires_at: isoTime, reissued_at: isoTime }),
);

export const ConsultantInvitationAccepted = defineEvent(
  'ConsultantInvitationAccepted',
  z.object({ consultant_id: z.string(), token_hash: sha256Hex, password_hash: z.string(), accepted_at: isoTime }),
);

export const ConsultantPasswordChanged = defineEvent(
  'ConsultantPasswordChanged',
  z.object({ consultant_id: z.string(), password_hash: z.string(), changed_at: isoTime }),
);

export const ConsultantProfileUpdated = defineEvent(
  'ConsultantProfileUpdated',
  personalDataOf(
    z.object({ consultant_id: z.string(), first_name: personal(z.string()), last_name: personal(z.string()), updated_at: isoTime }),
    'consultant_id',
  ),
);

/** `picture_image_id` null: the picture was removed */
export const ConsultantPictureChanged = defineEvent(
  'ConsultantPictureChanged',
  z.object({ consultant_id: z.string(), picture_image_id: z.string().nullable(), changed_at: isoTime }),
);

/** Only the latest requested reset link works. */
export const ConsultantPasswordResetRequested = defineEvent(
  'ConsultantPasswordResetRequested',
  z.object({ consultant_id: z.string(), token_hash: sha256Hex, expires_at: isoTime, requested_at: isoTime }),
);

export const ConsultantPasswordResetCompleted = defineEvent(
  'ConsultantPasswordResetCompleted',
  z.object({ consultant_id: z.string(), token_hash: sha256Hex, password_hash: z.string(), completed_at: isoTime }),
);

export const teamEvents = [TeamCreated, TeamRenamed, TeamLogoChanged] as const;
export const consultantEvents = [
  ConsultantRegistered,
  ConsultantInvited,
  ConsultantInvitationReissued,
  ConsultantInvitationAccepted,
  ConsultantPasswordChanged,
  ConsultantProfileUpdated,
  ConsultantPictureChanged,
  ConsultantPasswordResetRequested,
  ConsultantPasswordResetCompleted,
] as const;

/** every event contract the identity service writes */
export const identityEvents = [...teamEvents, ConsultantEmailClaimed, ...consultantEvents] as const;
