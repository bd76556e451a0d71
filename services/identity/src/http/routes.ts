import { Consultant, IdentityPaths, MessageAnswer, Team, TokenPair } from '@canopy/contracts/identity/api';
import { mountRoutes, publicRoute, route } from '@canopy/platform/http/routeTable';
import { readImageForm } from '@canopy/platform/images/upload';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { changePassword, ChangePasswordInput } from '../consultant/changePassword.ts';
import { currentConsultant } from '../consultant/currentConsultant.ts';
import { forgotPassword, ForgotPasswordInput } from '../consultant/forgotPassword.ts';
import { inviteConsultant, InviteConsultantInput } from '../consultant/inviteConsultant.ts';
import { listConsultants, ListConsultantsInput } from '../consultant/listConsultants.ts';
import { resetPassword, ResetPasswordInput } from '../consultant/resetPassword.ts';
import { updateProfile } from '../consultant/updateProfile.ts';
import { refreshSession, RefreshSessionInput } from '../sessions/refreshSession.ts';
import { signIn, SignInInput } from '../sessions/signIn.ts';
import { signOut, SignOutInput } from '../sessions/signOut.ts';
import { myTeam } from '../team/myTeam.ts';
import { updateTeam, UpdateTeamInput } from '../team/updateTeam.ts';
import { identityDepsOf, identityHttpOf, MULTIPART_NOTE, TAGS } from './shared.ts';

/**
 * The identity API under /api/v1 (paths: IdentityPaths) as a route table (ADR 0145): sign-in, refresh and sign-out
 * and the password links without a session; the signed-in consultant, their team's consultants, invitations and the
 * team. Needs the platform's auth, images and mail plugins registered before it (the gateway runtime does that).
 */
export const identityRoutes =
  (serviceDeps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const deps = identityDepsOf(identityHttpOf(serviceDeps, app), app);
    mountRoutes(app, serviceDeps.clock, {
      tags: TAGS,
      routes: [
        publicRoute({
          method: 'POST',
          url: IdentityPaths.authenticate,
          summary: 'Sign in with e-mail and password',
          ...SignInInput,
          response: TokenPair,
          ...signIn(deps),
        }),
        publicRoute({
          method: 'POST',
          url: IdentityPaths.refresh,
          summary: 'Exchange a refresh token for a new token pair (the old refresh token is spent)',
          ...RefreshSessionInput,
          response: TokenPair,
          ...refreshSession(deps),
        }),
        publicRoute({
          method: 'POST',
          url: IdentityPaths.signOut,
          summary: 'Sign out: ends the session the refresh token belongs to',
          ...SignOutInput,
          response: z.null().describe('Signed out'),
          status: 204,
          ...signOut(deps),
        }),
        publicRoute({
          method: 'POST',
          url: IdentityPaths.forgotPassword,
          summary: 'Mail a password reset link (valid 1 hour); answers the same whether the e-mail is known or not',
          ...ForgotPasswordInput,
          response: MessageAnswer,
          ...forgotPassword(deps),
        }),
        publicRoute({
          method: 'POST',
          url: IdentityPaths.resetPassword,
          summary: 'Set a password with the token of a reset or invitation link (single use)',
          ...ResetPasswordInput,
          response: MessageAnswer,
          ...resetPassword(deps),
        }),
        route({
          method: 'POST',
          url: IdentityPaths.changePassword,
          summary: "Change the signed-in consultant's password",
          ...ChangePasswordInput,
          response: MessageAnswer,
          ...changePassword(deps),
        }),
        route({
          method: 'GET',
          url: IdentityPaths.currentConsultant,
          summary: 'The signed-in consultant',
          response: Consultant,
          ...currentConsultant(deps),
        }),
        route({
          method: 'PUT',
          url: IdentityPaths.updateMe,
          summary: 'Update own names and picture',
          description: `${MULTIPART_NOTE} Fields: first_name, last_name, is_profile_picture_changed (true: set the picture from file, or remove it when no file is sent).`,
          consumes: ['multipart/form-data'],
          form: (request) => readImageForm(request),
          response: Consultant,
          ...updateProfile(deps),
        }),
        route({
          method: 'GET',
          url: '/consultants/by-team/:teamId',
          summary: "The consultants of the caller's own team",
          ...ListConsultantsInput,
          response: z.array(Consultant),
          ...listConsultants(deps),
        }),
        route({
          method: 'POST',
          url: IdentityPaths.inviteConsultant,
          summary: "Invite a consultant to the caller's team: mails a link to set a password (valid 7 days)",
          description:
            'Inviting someone invited before who has not accepted yet sends a fresh link (200); a new invitation answers 201. ' +
            'An address with an account on another team is answered as a new invitation: nothing changes and its owner is told by mail.',
          ...InviteConsultantInput,
          response: Consultant,
          otherResponses: { 201: Consultant },
          ...inviteConsultant(deps),
        }),
        route({
          method: 'GET',
          url: IdentityPaths.myTeam,
          summary: "The caller's team with its consultants",
          response: Team,
          ...myTeam(deps),
        }),
        route({
          method: 'PUT',
          url: '/teams/:id',
          summary: "Rename the caller's team and change its logo",
          description: `${MULTIPART_NOTE} Fields: name, is_logo_changed (true: set the logo from file, or remove it when no file is sent). Another team answers 404.`,
          consumes: ['multipart/form-data'],
          ...UpdateTeamInput,
          form: (request) => readImageForm(request),
          response: Team,
          ...updateTeam(deps),
        }),
      ],
    });
  };
