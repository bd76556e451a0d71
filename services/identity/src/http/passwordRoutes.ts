import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  IdentityMessages,
  IdentityPaths,
  MessageAnswer,
  ResetPasswordRequest,
} from '@canopy/contracts/identity/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordResetMail, resetPasswordLink } from '../mailTemplates.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { newSecretToken, sha256Hex } from '../sessions/secrets.ts';
import { errors, type IdentityHttp, TAGS } from './shared.ts';

/** Forgotten, reset and changed passwords. */
export const passwordRoutes =
  (http: IdentityHttp): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { read, commands, sessions } = http;
    const { logger } = http.deps;

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
        const base = http.baseUrl();
        const { now, context } = http.anonymous(request);
        // the answer never waits for the lookup or the mail: it takes as long whether the account exists or not
        inBackground('password reset mail', async () => {
          const consultant = await read.consultantByEmail(email);
          if (!consultant?.email) return;
          const { token, hash } = newSecretToken();
          await commands.consultant(
            consultant.id,
            { type: 'RequestPasswordReset', data: { token_hash: hash, now: now.toISOString() } },
            context,
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
        const { now, context } = http.anonymous(request);
        const tokenHash = sha256Hex(request.body.token);
        const link = await read.tokenByHash(tokenHash);
        if (!link || link.used_at || link.expires_at.getTime() <= now.getTime()) throw httpError(400, IdentityMessages.invalidLink);
        const password_hash = await hashPassword(request.body.new_password);
        const data = { token_hash: tokenHash, password_hash, now: now.toISOString() };
        await commands.consultant(
          link.consultant_id,
          link.kind === 'invitation' ? { type: 'SetPassword', data } : { type: 'CompletePasswordReset', data },
          context,
        );
        // a reset ends every session: whoever knew the old password is signed out
        if (link.kind === 'reset') await sessions.revokeAllOf(link.consultant_id, now, 'password reset');
        return { message: IdentityMessages.passwordReset };
      },
    );

    app.post(
      IdentityPaths.changePassword,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Change the signed-in consultant's password",
          body: ChangePasswordRequest,
          response: { 200: MessageAnswer, ...errors },
        },
      },
      async (request) => {
        const { user, now, context } = await http.signedIn(request);
        if (request.body.id !== user.id) throw httpError(403, IdentityMessages.notOwnPassword);
        const consultant = await http.currentConsultant(user);
        if (!(await verifyPassword(consultant.password_hash, request.body.old_password)))
          throw httpError(400, IdentityMessages.wrongOldPassword);
        const password_hash = await hashPassword(request.body.new_password);
        await commands.consultant(
          user.id,
          { type: 'ChangePassword', data: { password_hash, verified_hash: consultant.password_hash, now: now.toISOString() } },
          context,
        );
        // as after a reset, whoever knew the old password is signed out; the session that changed it stays
        await sessions.revokeAllOf(user.id, now, 'password changed', user.sessionId);
        return { message: IdentityMessages.passwordChanged };
      },
    );
  };
