import { z } from 'zod';
import { Text } from '../platform/text.ts';
import { EMAIL_PATTERN } from '../platform/email.ts';

// Payloads of the identity API: sign-in, sessions, the team, invitations, passwords and My account. Field
// names are the spec's: they are the contract with the web client.

export const Email = Text().trim().toLowerCase().regex(EMAIL_PATTERN, 'The email address is incorrect. Please check and retry');

/** longest password accepted anywhere (hashing cost stays bounded) */
export const PASSWORD_MAX_LENGTH = 256;
/** shortest password that can be set (reset, invitation, change, accounts the system creates) */
export const PASSWORD_MIN_LENGTH = 8;
/** the password rule as every form states it (one rule: the server's, 8 characters) */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;
export const NewPassword = Text()
  .min(PASSWORD_MIN_LENGTH, `New password should be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password should be at most ${PASSWORD_MAX_LENGTH} characters`);
const newPassword = NewPassword;

/** longest first name, last name or team name a person can type; names are shown in lists and mails */
export const NAME_MAX_LENGTH = 100;
const typedName = (label: string, required = 'This field is required') =>
  Text().trim().min(1, required).max(NAME_MAX_LENGTH, `${label} should be at most ${NAME_MAX_LENGTH} characters`);

export const AuthenticateRequest = z.object({
  email: Email,
  password: Text()
    .min(1, 'This field is required')
    .max(PASSWORD_MAX_LENGTH, `Password should be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type AuthenticateRequest = z.infer<typeof AuthenticateRequest>;

export const TokenPair = z.object({ access_token: Text(), refresh_token: Text() });
export type TokenPair = z.infer<typeof TokenPair>;

/**
 * claims of the access token (JWT, HS256): `usr_id` and `exp` (seconds) as the spec names them,
 * `team_id`, `iat` (seconds), `adm` (true for platform administrators) and `sid` (the session the token
 * was issued for: a password change ends the consultant's other sessions and keeps this one)
 */
export const AccessTokenClaims = z.object({
  usr_id: Text(),
  team_id: Text(),
  exp: z.number().int(),
  iat: z.number().int().optional(),
  adm: z.boolean().optional(),
  sid: Text().optional(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;

export const RefreshRequest = z.object({ refresh_token: Text().min(1) });
export const SignOutRequest = z.object({ refresh_token: Text().min(1) });

export const ForgotPasswordRequest = z.object({ email: Email });
/** the link in the reset (or invitation) mail carries `token`; the page sets the new password */
export const ResetPasswordRequest = z.object({ token: Text().min(1), new_password: newPassword });
export const ChangePasswordRequest = z.object({
  id: Text(),
  old_password: Text().min(1, 'This field is required').max(PASSWORD_MAX_LENGTH),
  new_password: newPassword,
});

/** answers of calls that change something without returning a record (forgot, reset, change password) */
export const MessageAnswer = z.object({ message: Text() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

export const Consultant = z.object({
  id: Text(),
  first_name: Text(),
  last_name: Text(),
  email: Text(),
  profile_picture_url: Text().nullable(),
  team_id: Text(),
  /** the workspaces this consultant may switch to */
  workspaces_ids: z.array(Text()),
  is_platform_admin: z.boolean(),
  /** `invited` until the consultant set a password from the invitation link */
  status: z.enum(['invited', 'active']),
});
export type Consultant = z.infer<typeof Consultant>;

export const TeamMember = z.object({ id: Text(), first_name: Text(), last_name: Text(), email: Text() });
export type TeamMember = z.infer<typeof TeamMember>;

export const Team = z.object({
  id: Text(),
  name: Text(),
  logo_url: Text().nullable(),
  created_at: Text(),
  consultants: z.array(TeamMember),
});
export type Team = z.infer<typeof Team>;

export const InviteConsultantRequest = z.object({
  first_name: typedName('First name'),
  last_name: typedName('Last name'),
  email: Email,
});
export type InviteConsultantRequest = z.infer<typeof InviteConsultantRequest>;

/** multipart fields of PUT consultants/me (plus an optional `file`) */
export const UpdateProfileFields = z.object({
  first_name: typedName('First name', 'First name is required'),
  last_name: typedName('Last name', 'Last name is required'),
  is_profile_picture_changed: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
/** multipart fields of PUT teams/{id} (plus an optional `file`) */
export const UpdateTeamFields = z.object({
  name: typedName('Team name'),
  is_logo_changed: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

export const ImageRules = { maxBytes: 1_000_000, types: ['png', 'jpg', 'jpeg', 'svg'] as const };
export const IdentityMessages = {
  wrongCredentials: 'incorrect email or password',
  imageFormat: 'Error upload file, incorrect format',
  imageSize: 'File must be less than 1 Mb.',
  passwordChanged: 'Password was changed successfully',
  newPasswordShort: `New password should be at least ${PASSWORD_MIN_LENGTH} characters`,
  requestInFlight: 'Please wait until the request ends.',
  wrongOldPassword: 'Old password is incorrect',
  notOwnPassword: 'You can only change your own password',
  passwordReset: 'Your password has been set. You can now log in.',
  forgotPasswordSent: 'If an account exists for this e-mail, we have sent a link to reset the password. It is valid for 1 hour.',
  invalidLink: 'This link is invalid or has expired. Ask for a new one.',
  duplicateEmail: 'A consultant with this e-mail already exists',
  teamNotFound: 'Team not found',
  consultantNotFound: 'Consultant not found',
  imageNotFound: 'Image not found',
  sessionExpired: 'Your session has expired. Please log in again.',
  tooManyAttempts: (minutes: number) => `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** lifetimes of the links mailed to consultants */
export const TokenLifetimes = { passwordResetSeconds: 60 * 60, invitationSeconds: 7 * 24 * 60 * 60 } as const;

/** paths under /api/v1 */
export const IdentityPaths = {
  authenticate: '/auth/authenticate',
  refresh: '/auth/refresh',
  signOut: '/users/sign-out',
  forgotPassword: '/users/forgot-password',
  resetPassword: '/users/reset-password',
  changePassword: '/users/change-password',
  currentConsultant: '/consultants/current',
  updateMe: '/consultants/me',
  consultantsByTeam: (teamId: string) => `/consultants/by-team/${teamId}`,
  inviteConsultant: '/consultants',
  myTeam: '/teams/my-team',
  updateTeam: (teamId: string) => `/teams/${teamId}`,
  image: (imageId: string) => `/images/${imageId}`,
} as const;
