import { IdentityMessages, IdentityPaths, Team, UpdateTeamFields } from '@canopy/contracts/identity/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { imageChange, parseFields, readImageForm } from '@canopy/platform/images/upload';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toTeam } from '../readModel.ts';
import { errors, type IdentityHttp, MULTIPART_NOTE, TAGS } from './shared.ts';

/** The caller's team: its consultants, its name and logo. */
export const teamRoutes =
  (http: IdentityHttp): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { read, commands } = http;

    const teamAnswer = async (teamId: string) => {
      const team = await read.teamById(teamId);
      if (!team) throw httpError(404, IdentityMessages.teamNotFound);
      return toTeam(team, await read.consultantsOfTeam(teamId), app.images);
    };

    app.get(
      IdentityPaths.myTeam,
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: "The caller's team with its consultants", response: { 200: Team, ...errors } },
      },
      async (request) => teamAnswer(request.user.teamId),
    );

    app.put(
      '/teams/:id',
      {
        onRequest: app.requireUser,
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
        if (request.params.id !== request.user.teamId) throw httpError(404, IdentityMessages.teamNotFound);
        const { user, now, context } = await http.signedIn(request);
        const form = await readImageForm(request);
        const fields = parseFields(UpdateTeamFields, form.fields);
        const logo = await imageChange(form, fields.is_logo_changed, app.images, { teamId: user.teamId, createdBy: user.id });
        await commands.team(
          user.teamId,
          { type: 'UpdateTeam', data: { team_id: user.teamId, name: fields.name, logo, now: now.toISOString() } },
          context,
        );
        return teamAnswer(user.teamId);
      },
    );
  };
