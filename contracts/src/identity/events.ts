import { z } from 'zod';
import { Text } from '../platform/text.ts';
import { defineEvent, personal, personalDataOf } from '../platform/eventContract.ts';

// Events of the identity context: teams, consultants and their sign-in. Streams: `team-<team id>`, `consultant-<consultant id>`,
// and `consultant-email-<sha256 of the lowercased e-mail>` (one per e-mail: the uniqueness claim).
//
// Names and e-mails are personal data: sealed per consultant (`personalDataOf(..., 'consultant_id')`)
// and read back as null once the consultant is erased (ADR 0003). Password hashes (argon2id PHC strings)
// are not personal data in the erasure sense and stay readable. Tokens (invitation, password reset)
// never appear: only the SHA-256 of the token, hex.

const isoTime = z.iso.datetime({ offset: true });
const sha256Hex = Text().regex(/^[0-9a-f]{64}$/);

/** who a consultant is, as registration and invitation both record it */
const consultantIdentity = {
  consultant_id: Text(),
  team_id: Text(),
  email: personal(Text()),
  first_name: personal(Text()),
  last_name: personal(Text()),
};

export const TeamCreated = defineEvent(
  'TeamCreated',
  z.object({ team_id: Text(), name: Text(), created_by: Text().nullable(), created_at: isoTime }),
);

export const TeamRenamed = defineEvent('TeamRenamed', z.object({ team_id: Text(), name: Text(), renamed_at: isoTime }));

/** `logo_image_id` null: the logo was removed */
export const TeamLogoChanged = defineEvent(
  'TeamLogoChanged',
  z.object({ team_id: Text(), logo_image_id: Text().nullable(), changed_at: isoTime }),
);

/** The e-mail whose hash names the stream belongs to this consultant (first claim wins). */
export const ConsultantEmailClaimed = defineEvent('ConsultantEmailClaimed', z.object({ consultant_id: Text(), claimed_at: isoTime }));

export const ConsultantRegistered = defineEvent(
  'ConsultantRegistered',
  personalDataOf(
    z.object({
      ...consultantIdentity,
      password_hash: Text(),
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
      invited_by: Text(),
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
  z.object({ consultant_id: Text(), invited_by: Text(), token_hash: sha256Hex, expires_at: isoTime, reissued_at: isoTime }),
);

export const ConsultantInvitationAccepted = defineEvent(
  'ConsultantInvitationAccepted',
  z.object({ consultant_id: Text(), token_hash: sha256Hex, password_hash: Text(), accepted_at: isoTime }),
);

export const ConsultantPasswordChanged = defineEvent(
  'ConsultantPasswordChanged',
  z.object({ consultant_id: Text(), password_hash: Text(), changed_at: isoTime }),
);

export const ConsultantProfileUpdated = defineEvent(
  'ConsultantProfileUpdated',
  personalDataOf(
    z.object({ consultant_id: Text(), first_name: personal(Text()), last_name: personal(Text()), updated_at: isoTime }),
    'consultant_id',
  ),
);

/** `picture_image_id` null: the picture was removed */
export const ConsultantPictureChanged = defineEvent(
  'ConsultantPictureChanged',
  z.object({ consultant_id: Text(), picture_image_id: Text().nullable(), changed_at: isoTime }),
);

/** Only the latest requested reset link works. */
export const ConsultantPasswordResetRequested = defineEvent(
  'ConsultantPasswordResetRequested',
  z.object({ consultant_id: Text(), token_hash: sha256Hex, expires_at: isoTime, requested_at: isoTime }),
);

export const ConsultantPasswordResetCompleted = defineEvent(
  'ConsultantPasswordResetCompleted',
  z.object({ consultant_id: Text(), token_hash: sha256Hex, password_hash: Text(), completed_at: isoTime }),
);

/** A platform administrator set the consultant's password (admin area); the consultant's sessions end with it. */
export const ConsultantPasswordSetByAdministrator = defineEvent(
  'ConsultantPasswordSetByAdministrator',
  z.object({ consultant_id: Text(), password_hash: Text(), set_by: Text(), set_at: isoTime }),
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
  ConsultantPasswordSetByAdministrator,
] as const;

/** every event contract the identity service writes */
export const identityEvents = [...teamEvents, ConsultantEmailClaimed, ...consultantEvents] as const;
