import { randomUUID } from 'node:crypto';
import { type Consultant, InviteConsultantRequest } from '@canopy/contracts/identity/api';
import type { DomainError } from '@canopy/platform/commands/decider';
import { Answer, teamAccess, type Input, type UseCase } from '@canopy/platform/http/routeTable';
import type { MailMessage } from '@canopy/platform/mail/mailer';
import type { z } from 'zod';
import type { IdentityDeps } from '../http/shared.ts';
import { alreadyRegisteredMail, invitationLink, invitationMail } from '../mailTemplates.ts';
import { toConsultant } from '../readModel.ts';
import { newSecretToken } from '../sessions/secrets.ts';

export const INVITATION_MAIL_FAILED =
  'The invitation was saved but the e-mail could not be sent. Invite the consultant again to resend it.';

export const InviteConsultantInput = { body: InviteConsultantRequest };

/**
 * A consultant invited to the caller's team: a link to set a password (valid 7 days) by mail; 201 for a new
 * invitation, 200 for a fresh link to someone invited before who has not accepted, 502 when the mail could not go.
 * An address with an account on another team is answered as a new invitation: nothing changes and its owner is told.
 */
export const inviteConsultant = (deps: IdentityDeps) =>
  ({
    access: teamAccess,
    handle: async (input, { user, now, context }) => {
      const { email, first_name, last_name } = input.body;
      const candidateId = randomUUID();
      const consultantId = await deps.commands.claimEmail(email, candidateId, context);
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
      const result = await deps.commands
        .consultant(consultantId, { type: 'InviteConsultant', data: invite }, context)
        .catch(async (error: unknown) => {
          if (!(error instanceof Error && error.name === 'DomainError' && (error as DomainError).status === 409)) throw error;
          // an account of the caller's own team is on its member list already: saying so reveals nothing
          const existing = await deps.read.consultantById(consultantId);
          if (existing?.team_id === user.teamId) throw error;
          return { elsewhere: existing };
        });
      const [team, inviter] = await Promise.all([deps.read.teamById(user.teamId), deps.read.consultantById(user.id)]);
      const teamName = team?.name ?? 'your team';
      const inviterName = [inviter?.first_name, inviter?.last_name].filter(Boolean).join(' ');
      /** the mail sent, or null when it could not be (the answer is then 502) */
      const send = async (mail: MailMessage) => {
        try {
          await deps.mailer().send(mail);
          return true;
        } catch (error) {
          deps.deps.logger.error({ err: error }, 'invitation mail could not be sent');
          return false;
        }
      };
      const mailFailed = new Answer(502, { detail: INVITATION_MAIL_FAILED });

      if ('elsewhere' in result) {
        // An account on another team: the inviter must not learn that the address has one, so the answer
        // is the one a new invitation gets; nothing is stored, and the person is told by mail instead.
        const owner = result.elsewhere;
        const notice = alreadyRegisteredMail({
          to: owner?.email ?? email,
          firstName: owner?.first_name ?? '',
          teamName,
          inviterName,
          signInLink: `${deps.baseUrl()}/`,
        });
        if (!(await send(notice))) return mailFailed;
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
        return new Answer(201, answer);
      }

      const invited = await deps.read.consultantById(consultantId);
      if (!invited) throw new Error(`invited consultant ${consultantId} is not in the read model`);
      const mail = invitationMail({
        to: email,
        firstName: invited.first_name ?? first_name,
        teamName,
        inviterName,
        link: invitationLink(deps.baseUrl(), token),
      });
      if (!(await send(mail))) return mailFailed;
      const reissued = result.events[0]?.type === 'ConsultantInvitationReissued';
      return new Answer(reissued ? 200 : 201, toConsultant(invited, deps.images));
    },
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof InviteConsultantRequest>>, { teamId: string }, unknown>;
