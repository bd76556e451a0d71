import { randomUUID } from 'node:crypto';
import { ErrorBody } from '@canopy/contracts';
import {
  AuthenticateRequest,
  ChangePasswordRequest,
  Consultant,
  ForgotPasswordRequest,
  IdentityMessages,
  IdentityPaths,
  InviteConsultantRequest,
  MessageAnswer,
  RefreshRequest,
  ResetPasswordRequest,
  SignOutRequest,
  Team,
  TokenPair,
  UpdateProfileFields,
  UpdateTeamFields,
} from '@canopy/contracts/identity/api';
import type { DomainError } from '@canopy/platform/commands/decider';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { AuthUser } from '@canopy/platform/http/auth';
import { publicBaseUrl } from '@canopy/platform/http/publicUrl';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { imageChange, parseFields, readImageForm } from '@canopy/platform/images/upload';
import type { MailMessage } from '@canopy/platform/mail/mailer';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdentityCommands } from './commands.ts';
import { alreadyRegisteredMail, invitationLink, invitationMail, resetPasswordLink, passwordResetMail } from './mailTemplates.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createIdentityReadModel, toConsultant, toTeam, type ConsultantRow } from './readModel.ts';
import { createLoginThrottle } from './sessions/loginThrottle.ts';
import { newSecretToken, sha256Hex } from './sessions/secrets.ts';
import { createSessionStore } from './sessions/sessionStore.ts';

const TAGS = ['identity'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const MULTIPART_NOTE = 'multipart/form-data; the optional image goes in `file` (png, jpg, jpeg or svg, below 1,000,000 bytes).';

export const INVITATION_MAIL_FAILED =
  'The invitation was saved but the e-mail could not be sent. Invite the consultant again to resend it.';

/**
 * The identity API under /api/v1 (paths: IdentityPaths). Needs the platform's auth, images and mail
 * plugins registered before it (the gateway runtime does that).
 */
export const identityRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { platform, logger } = deps;
    const { config, pool } = platform;
    const read = createIdentityReadModel(pool);
    const commands = createIdentityCommands(deps);
    const sessions = createSessionStore(pool, {
      refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
      reuseGraceSeconds: config.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    });
    const throttle = createLoginThrottle(pool, {
      maxPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
    });

    // work finished after the answer (forgot password): awaited before the process closes
    const background = new Set<Promise<void>>();
    const inBackground = (name: string, work: () => Promise<void>) => {
      const task = work().catch((error: unknown) => logger.error({ err: error, task: name }, 'identity background task failed'));
      background.add(task);
      void task.finally(() => background.delete(task));
    };
    app.addHook('onClose', async () => {
      await Promise.allSettled([...background]);
    });

    // links never follow the Host header a request came with (a forged one would put another site in a reset mail)
    if (!config.PUBLIC_URL && config.SMTP_HOST)
      logger.warn('PUBLIC_URL is unset: links in e-mails use http://localhost:<port>; set it in production');
    const baseUrl = () => publicBaseUrl(config, app.server);

    const contextOf = (request: FastifyRequest, user: AuthUser | null, now: Date): CommandContext => ({
      teamId: user?.teamId ?? null,
      actor: user?.id ?? 'anonymous',
      correlationId: request.id,
      now,
    });

    /** a token pair of the session `refresh` continues (a refresh), or of a new session (a sign-in) */
    const issueTokens = async (consultant: ConsultantRow, now: Date, refresh?: { sessionId: string; refreshToken: string }) => {
      const session = refresh ?? (await sessions.start(consultant.id, now));
      const { token } = app.signAccessToken(
        { id: consultant.id, teamId: consultant.team_id, isPlatformAdmin: consultant.is_platform_admin, sessionId: session.sessionId },
        now,
      );
      return { access_token: token, refresh_token: session.refreshToken };
    };

    const currentConsultant = async (user: AuthUser): Promise<ConsultantRow> => {
      const row = await read.consultantById(user.id);
      if (!row) throw httpError(404, IdentityMessages.consultantNotFound);
      return row;
    };

    // --- sign-in and sessions (no bearer token needed) ---

    app.post(
      IdentityPaths.authenticate,
      {
        schema: {
          tags: TAGS,
          summary: 'Sign in with e-mail and password',
          body: AuthenticateRequest,
          response: { 200: TokenPair, ...errors },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const now = new Date();
        // counted before the password is checked, so concurrent guesses cannot all slip under the limit
        const verdict = await throttle.begin(email, request.ip, now);
        if (verdict.locked) {
          const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
          return reply
            .code(429)
            .header('retry-after', String(verdict.retryAfterSeconds))
            .send({ detail: IdentityMessages.tooManyAttempts(minutes) });
        }
        const consultant = await read.consultantByEmail(email);
        const ok = await verifyPassword(consultant?.status === 'active' ? consultant.password_hash : null, password);
        if (!ok || !consultant) {
          await throttle.failed(now);
          return reply.code(401).send({ detail: IdentityMessages.wrongCredentials });
        }
        await throttle.succeeded(email, verdict.attemptId);
        return issueTokens(consultant, now);
      },
    );

    app.post(
      IdentityPaths.refresh,
      {
        schema: {
          tags: TAGS,
          summary: 'Exchange a refresh token for a new token pair (the old refresh token is spent)',
          body: RefreshRequest,
          response: { 200: TokenPair, ...errors },
        },
      },
      async (request, reply) => {
        const now = new Date();
        const outcome = await sessions.refresh(request.body.refresh_token, now);
        if (outcome.kind === 'reused') {
          logger.warn(
            { consultantId: outcome.consultantId, sessionId: outcome.sessionId },
            'a spent refresh token was presented again: session revoked',
          );
        }
        if (outcome.kind !== 'rotated') return reply.code(401).send({ detail: IdentityMessages.sessionExpired });
        const consultant = await read.consultantById(outcome.consultantId);
        if (consultant?.status !== 'active') {
          await sessions.revokeSession(outcome.sessionId, now, 'consultant no longer active');
          return reply.code(401).send({ detail: IdentityMessages.sessionExpired });
        }
        return issueTokens(consultant, now, outcome);
      },
    );

    app.post(
      IdentityPaths.signOut,
      {
        schema: {
          tags: TAGS,
          summary: 'Sign out: ends the session the refresh token belongs to',
          body: SignOutRequest,
          response: { 204: z.null().describe('Signed out'), ...errors },
        },
      },
      async (request, reply) => {
        await sessions.revokeByToken(request.body.refresh_token, new Date());
        return reply.code(204).send(null);
      },
    );

    // --- passwords ---

    app.post(
      IdentityPaths.forgotPassword,
      {
        schema: {
          tags: TAGS,
          summary: 'Mail a password reset link (valid 1 hour); answers the same whether the e-mail is known or not',
          body: ForgotPasswordRequest,
          response: { 200: MessageAnswer, ...errors },
        },
      },
      async (request) => {
        const { email } = request.body;
        const base = baseUrl();
        const now = new Date();
        // the answer never waits for the lookup or the mail: it takes as long whether the account exists or not
        inBackground('password reset mail', async () => {
          const consultant = await read.consultantByEmail(email);
          if (!consultant?.email) return;
          const { token, hash } = newSecretToken();
          await commands.consultant(
            consultant.id,
            { type: 'RequestPasswordReset', data: { token_hash: hash, now: now.toISOString() } },
            contextOf(request, null, now),
          );
          await app.mailer.send(
            passwordResetMail({ to: consultant.email, firstName: consultant.first_name ?? '', link: resetPasswordLink(base, token) }),
          );
        });
        return { message: IdentityMessages.forgotPasswordSent };
      },
    );

    app.post(
      IdentityPaths.resetPassword,
      {
        schema: {
          tags: TAGS,
          summary: 'Set a password with the token of a reset or invitation link (single use)',
          body: ResetPasswordRequest,
          response: { 200: MessageAnswer, ...errors },
        },
      },
      async (request) => {
        const now = new Date();
        const tokenHash = sha256Hex(request.body.token);
        const link = await read.tokenByHash(tokenHash);
        if (!link || link.used_at || link.expires_at.getTime() <= now.getTime()) throw httpError(400, IdentityMessages.invalidLink);
        const password_hash = await hashPassword(request.body.new_password);
        const data = { token_hash: tokenHash, password_hash, now: now.toISOString() };
        await commands.consultant(
          link.consultant_id,
          link.kind === 'invitation' ? { type: 'SetPassword', data } : { type: 'CompletePasswordReset', data },
          contextOf(request, null, now),
        );
        // a reset ends every session: whoever knew the old password is signed out
        if (link.kind === 'reset') await sessions.revokeAllOf(link.consultant_id, now, 'password reset');
        return { message: IdentityMessages.passwordReset };
      },
    );

    app.post(
      IdentityPaths.changePassword,
      {
        preHandler: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Change the signed-in consultant's password",
          body: ChangePasswordRequest,
          response: { 200: MessageAnswer, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        if (request.body.id !== user.id) throw httpError(403, IdentityMessages.notOwnPassword);
        const consultant = await currentConsultant(user);
        const now = new Date();
        if (!(await verifyPassword(consultant.password_hash, request.body.old_password)))
          throw httpError(400, IdentityMessages.wrongOldPassword);
        const password_hash = await hashPassword(request.body.new_password);
        await commands.consultant(
          user.id,
          { type: 'ChangePassword', data: { password_hash, verified_hash: consultant.password_hash, now: now.toISOString() } },
          contextOf(request, user, now),
        );
        // as after a reset, whoever knew the old password is signed out; the session that changed it stays
        await sessions.revokeAllOf(user.id, now, 'password changed', user.sessionId);
        return { message: IdentityMessages.passwordChanged };
      },
    );

    // --- consultants ---

    app.get(
      IdentityPaths.currentConsultant,
      {
        preHandler: app.requireUser,
        schema: { tags: TAGS, summary: 'The signed-in consultant', response: { 200: Consultant, ...errors } },
      },
      async (request) => toConsultant(await currentConsultant(request.user), app.images),
    );

    app.put(
      IdentityPaths.updateMe,
      {
        preHandler: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Update own names and picture',
          description: `${MULTIPART_NOTE} Fields: first_name, last_name, is_profile_picture_changed (true: set the picture from file, or remove it when no file is sent).`,
          consumes: ['multipart/form-data'],
          response: { 200: Consultant, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const form = await readImageForm(request);
        const fields = parseFields(UpdateProfileFields, form.fields);
        const now = new Date();
        const picture = await imageChange(form, fields.is_profile_picture_changed, app.images, { teamId: user.teamId, createdBy: user.id });
        await commands.consultant(
          user.id,
          { type: 'UpdateProfile', data: { first_name: fields.first_name, last_name: fields.last_name, picture, now: now.toISOString() } },
          contextOf(request, user, now),
        );
        return toConsultant(await currentConsultant(user), app.images);
      },
    );

    app.get(
      '/consultants/by-team/:teamId',
      {
        preHandler: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The consultants of the caller's own team",
          params: z.object({ teamId: z.string() }),
          response: { 200: z.array(Consultant), ...errors },
        },
      },
      async (request) => {
        if (request.params.teamId !== request.user.teamId) throw httpError(404, IdentityMessages.teamNotFound);
        const rows = await read.consultantsOfTeam(request.user.teamId);
        return rows.map((row) => toConsultant(row, app.images));
      },
    );

    app.post(
      IdentityPaths.inviteConsultant,
      {
        preHandler: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Invite a consultant to the caller's team: mails a link to set a password (valid 7 days)",
          description:
            'Inviting someone invited before who has not accepted yet sends a fresh link (200); a new invitation answers 201. ' +
            'An address with an account on another team is answered as a new invitation: nothing changes and its owner is told by mail.',
          body: InviteConsultantRequest,
          response: { 200: Consultant, 201: Consultant, ...errors },
        },
      },
      async (request, reply) => {
        const user = request.user;
        const now = new Date();
        const context = contextOf(request, user, now);
        const { email, first_name, last_name } = request.body;
        const candidateId = randomUUID();
        const consultantId = await commands.claimEmail(email, candidateId, context);
        const { token, hash } = newSecretToken();
        const invite = {
          consultant_id: consultantId,
          team_id: user.teamId,
          email,
          first_name,
          last_name,
          invited_by: user.id,
          token_hash: hash,
          now: now.toISOString(),
        };
        const result = await commands
          .consultant(consultantId, { type: 'InviteConsultant', data: invite }, context)
          .catch(async (error: unknown) => {
            if (!(error instanceof Error && error.name === 'DomainError' && (error as DomainError).status === 409)) throw error;
            // an account of the caller's own team is on its member list already: saying so reveals nothing
            const existing = await read.consultantById(consultantId);
            if (existing?.team_id === user.teamId) throw error;
            return { elsewhere: existing };
          });
        const [team, inviter] = await Promise.all([read.teamById(user.teamId), read.consultantById(user.id)]);
        const teamName = team?.name ?? 'your team';
        const inviterName = [inviter?.first_name, inviter?.last_name].filter(Boolean).join(' ');
        const sendOrAnswer502 = async (mail: MailMessage) => {
          try {
            await app.mailer.send(mail);
            return true;
          } catch (error) {
            request.log.error({ err: error }, 'invitation mail could not be sent');
            await reply.code(502).send({ detail: INVITATION_MAIL_FAILED });
            return false;
          }
        };

        if ('elsewhere' in result) {
          // An account on another team: the inviter must not learn that the address has one, so the answer
          // is the one a new invitation gets; nothing is stored, and the person is told by mail instead.
          const owner = result.elsewhere;
          const to = owner?.email ?? email;
          const notice = alreadyRegisteredMail({
            to,
            firstName: owner?.first_name ?? '',
            teamName,
            inviterName,
            signInLink: `${baseUrl()}/`,
          });
          if (!(await sendOrAnswer502(notice))) return reply;
          const answer: Consultant = {
            id: candidateId,
            first_name,
            last_name,
            email,
            profile_picture_url: null,
            team_id: user.teamId,
            workspaces_ids: [],
            is_platform_admin: false,
            status: 'invited',
          };
          return reply.code(201).send(answer);
        }

        const invited = await read.consultantById(consultantId);
        if (!invited) throw new Error(`invited consultant ${consultantId} is not in the read model`);
        const mail = invitationMail({
          to: email,
          firstName: invited.first_name ?? first_name,
          teamName,
          inviterName,
          link: invitationLink(baseUrl(), token),
        });
        if (!(await sendOrAnswer502(mail))) return reply;
        const reissued = result.events[0]?.type === 'ConsultantInvitationReissued';
        return reply.code(reissued ? 200 : 201).send(toConsultant(invited, app.images));
      },
    );

    // --- teams ---

    const teamAnswer = async (teamId: string) => {
      const team = await read.teamById(teamId);
      if (!team) throw httpError(404, IdentityMessages.teamNotFound);
      return toTeam(team, await read.consultantsOfTeam(teamId), app.images);
    };

    app.get(
      IdentityPaths.myTeam,
      {
        preHandler: app.requireUser,
        schema: { tags: TAGS, summary: "The caller's team with its consultants", response: { 200: Team, ...errors } },
      },
      async (request) => teamAnswer(request.user.teamId),
    );

    app.put(
      '/teams/:id',
      {
        preHandler: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Rename the caller's team and change its logo",
          description: `${MULTIPART_NOTE} Fields: name, is_logo_changed (true: set the logo from file, or remove it when no file is sent). Another team answers 404.`,
          consumes: ['multipart/form-data'],
          params: z.object({ id: z.string() }),
          response: { 200: Team, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        if (request.params.id !== user.teamId) throw httpError(404, IdentityMessages.teamNotFound);
        const form = await readImageForm(request);
        const fields = parseFields(UpdateTeamFields, form.fields);
        const now = new Date();
        const logo = await imageChange(form, fields.is_logo_changed, app.images, { teamId: user.teamId, createdBy: user.id });
        await commands.team(
          user.teamId,
          { type: 'UpdateTeam', data: { team_id: user.teamId, name: fields.name, logo, now: now.toISOString() } },
          contextOf(request, user, now),
        );
        return teamAnswer(user.teamId);
      },
    );
  };
