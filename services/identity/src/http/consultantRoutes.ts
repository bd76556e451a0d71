import { randomUUID } from 'node:crypto';
import { Consultant, IdentityMessages, IdentityPaths, InviteConsultantRequest, UpdateProfileFields } from '@canopy/contracts/identity/api';
import type { DomainError } from '@canopy/platform/commands/decider';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { imageChange, parseFields, readImageForm } from '@canopy/platform/images/upload';
import type { MailMessage } from '@canopy/platform/mail/mailer';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alreadyRegisteredMail, invitationLink, invitationMail } from '../mailTemplates.ts';
import { newSecretToken } from '../sessions/secrets.ts';
import { toConsultant } from '../readModel.ts';
import { errors, type IdentityHttp, MULTIPART_NOTE, TAGS } from './shared.ts';

export const INVITATION_MAIL_FAILED =
  'The invitation was saved but the e-mail could not be sent. Invite the consultant again to resend it.';

/** The signed-in consultant, their team's consultants, and invitations. */
export const consultantRoutes =
  (http: IdentityHttp): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { read, commands, currentConsultant } = http;

    app.get(
      IdentityPaths.currentConsultant,
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'The signed-in consultant', response: { 200: Consultant, ...errors } },
      },
      async (request) => toConsultant(await currentConsultant(request.user), app.images),
    );

    app.put(
      IdentityPaths.updateMe,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Update own names and picture',
          description: `${MULTIPART_NOTE} Fields: first_name, last_name, is_profile_picture_changed (true: set the picture from file, or remove it when no file is sent).`,
          consumes: ['multipart/form-data'],
          response: { 200: Consultant, ...errors },
        },
      },
      async (request) => {
        const { user, now, context } = await http.signedIn(request);
        const form = await readImageForm(request);
        const fields = parseFields(UpdateProfileFields, form.fields);
        const picture = await imageChange(form, fields.is_profile_picture_changed, app.images, { teamId: user.teamId, createdBy: user.id });
        await commands.consultant(
          user.id,
          { type: 'UpdateProfile', data: { first_name: fields.first_name, last_name: fields.last_name, picture, now: now.toISOString() } },
          context,
        );
        return toConsultant(await currentConsultant(user), app.images);
      },
    );

    app.get(
      '/consultants/by-team/:teamId',
      {
        onRequest: app.requireUser,
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
        onRequest: app.requireUser,
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
        const { user, now, context } = await http.signedIn(request);
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
            signInLink: `${http.baseUrl()}/`,
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
          link: invitationLink(http.baseUrl(), token),
        });
        if (!(await sendOrAnswer502(mail))) return reply;
        const reissued = result.events[0]?.type === 'ConsultantInvitationReissued';
        return reply.code(reissued ? 200 : 201).send(toConsultant(invited, app.images));
      },
    );
  };
