import { ForgotPasswordRequest, IdentityMessages } from '@canopy/contracts/identity/api';
import type { Input, PublicUseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { IdentityDeps } from '../http/shared.ts';
import { passwordResetMail, resetPasswordLink } from '../mailTemplates.ts';
import { newSecretToken } from '../sessions/secrets.ts';

export const ForgotPasswordInput = { body: ForgotPasswordRequest };

/** mails a password reset link (valid 1 hour); answers the same whether the e-mail is known or not */
export const forgotPassword = (deps: IdentityDeps) =>
  ({
    handle: async (input, { now, context }) => {
      const { email } = input.body;
      const base = deps.baseUrl();
      // the answer never waits for the lookup or the mail: it takes as long whether the account exists or not
      deps.inBackground('password reset mail', async () => {
        const consultant = await deps.read.consultantByEmail(email);
        if (!consultant?.email) return;
        const { token, hash } = newSecretToken();
        await deps.commands.consultant(
          consultant.id,
          { type: 'RequestPasswordReset', data: { token_hash: hash, now: now.toISOString() } },
          context,
        );
        await deps
          .mailer()
          .send(passwordResetMail({ to: consultant.email, firstName: consultant.first_name ?? '', link: resetPasswordLink(base, token) }));
      });
      return { message: IdentityMessages.forgotPasswordSent };
    },
  }) satisfies PublicUseCase<Input<undefined, undefined, z.output<typeof ForgotPasswordRequest>>, unknown>;
