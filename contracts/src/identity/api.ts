import { z } from 'zod';

// Payloads of the identity API (spec 1 sections 3, 4, 7; spec 2 My account). Field names are the
// spec's: they are the contract with the web client.

export const Email = z.string().trim().toLowerCase().regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,8}$/i, 'The email address is incorrect. Please check and retry');

export const AuthenticateRequest = z.object({ email: Email, password: z.string().min(1, 'This field is required') });
export type AuthenticateRequest = z.infer<typeof AuthenticateRequest>;

export const TokenPair = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

/** claims of the access token: `usr_id` and `exp` (seconds) as the spec names them */
export const AccessTokenClaims = z.object({ usr_id: z.string(), team_id: z.string(), exp: z.number().int() });
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;

export const RefreshRequest = z.object({ refresh_token: z.string().min(1) });
export const SignOutRequest = z.object({ refresh_token: z.string().min(1) });

export const ForgotPasswordRequest = z.object({ email: Email });
/** the link in the reset (or invitation) mail carries `token`; the page sets the new password */
export const ResetPasswordRequest = z.object({ token: z.string().min(1), new_password: z.string().min(5, 'New password should be longer than 5 characters') });
export const ChangePasswordRequest = z.object({
  id: z.string(),
  old_password: z.string().min(1, 'This field is required'),
  new_password: z.string().min(5, 'New password should be longer than 5 characters'),
});

export const Consultant = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile_picture_url: z.string().nullable(),
  team_id: z.string(),
  /** the workspaces this consultant may switch to */
  workspaces_ids: z.array(z.string()),
  is_platform_admin: z.boolean(),
});
export type Consultant = z.infer<typeof Consultant>;

export const TeamMember = z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() });
export type TeamMember = z.infer<typeof TeamMember>;

export const Team = z.object({
  id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  created_at: z.string(),
  consultants: z.array(TeamMember),
});
export type Team = z.infer<typeof Team>;

export const InviteConsultantRequest = z.object({
  first_name: z.string().trim().min(1, 'This field is required'),
  last_name: z.string().trim().min(1, 'This field is required'),
  email: Email,
});
export type InviteConsultantRequest = z.infer<typeof InviteConsultantRequest>;

/** multipart fields of PUT consultants/me (plus an optional `file`) */
export const UpdateProfileFields = z.object({
  first_name: z.string().trim().min(1, 'First name is required'),
  last_name: z.string().trim().min(1, 'Last name is required'),
  is_profile_picture_changed: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
/** multipart fields of PUT teams/{id} (plus an optional `file`) */
export const UpdateTeamFields = z.object({
  name: z.string().trim().min(1, 'This field is required'),
  is_logo_changed: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

export const ImageRules = { maxBytes: 1_000_000, types: ['png', 'jpg', 'jpeg', 'svg'] as const };
export const IdentityMessages = {
  wrongCredentials: 'incorrect email or password',
  imageFormat: 'Error upload file, incorrect format',
  imageSize: 'File must be less than 1 Mb.',
  passwordChanged: 'Password was changed successfully',
  newPasswordShort: 'New password should be longer than 5 characters',
  requestInFlight: 'Please wait until the request ends.',
} as const;

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
