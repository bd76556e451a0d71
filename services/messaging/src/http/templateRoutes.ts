import { ErrorBody, Text } from '@canopy/contracts';
import { MessageTemplate, MessagingMessages, TemplateInput } from '@canopy/contracts/messaging/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import { createTemplatesReader, toTemplate } from '@canopy/projections/messaging/templates/read';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { contextOf } from '@canopy/platform/commands/commandContext';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessagingCommands } from '../commands.ts';
import { cleanHtml } from '../send/render.ts';

const TAGS = ['message templates'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const IdParams = z.object({ id: Text().max(64) });

/** message templates: the organisation's (every team sees them, nobody deletes them) and the team's own */
export const templateRoutes =
  (deps: ServiceDeps, commands: MessagingCommands): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const templates = createTemplatesReader(deps.platform.pool);
    const visible = async (teamId: string, id: string) => {
      const row = await templates.one(id);
      if (!row || (row.team_id !== null && row.team_id !== teamId)) throw httpError(404, MessagingMessages.templateNotFound);
      return row;
    };

    app.get(
      '/message-templates/list',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Organisation templates, then the team’s own',
          response: { 200: z.array(MessageTemplate), ...errors },
        },
      },
      async (request) => (await templates.ofTeam(request.user.teamId)).map(toTemplate),
    );

    app.get(
      '/message-templates/:id',
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'One template', params: IdParams, response: { 200: MessageTemplate, ...errors } },
      },
      async (request) => toTemplate(await visible(request.user.teamId, request.params.id)),
    );

    app.post(
      '/message-templates',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Save the wizard’s message as a template of the team',
          body: TemplateInput,
          response: { 201: MessageTemplate, ...errors },
        },
      },
      async (request, reply) => {
        const user = request.user;
        const id = newId();
        const context = contextOf(request, user);
        const { name, subject, html_content, type_of_link_being_sent } = request.body;
        await commands.template(
          id,
          {
            type: 'CreateTemplate',
            data: {
              template_id: id,
              team_id: user.teamId,
              name,
              subject,
              html_content: cleanHtml(html_content),
              type_of_link_being_sent,
              now: context.now.toISOString(),
            },
          },
          context,
        );
        return reply.code(201).send(toTemplate(await visible(user.teamId, id)));
      },
    );

    app.delete(
      '/message-templates/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Delete a template of the team',
          params: IdParams,
          response: { 200: z.object({ id: Text() }), ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const row = await visible(user.teamId, request.params.id);
        const context = contextOf(request, user);
        await commands.template(
          row.id,
          { type: 'DeleteTemplate', data: { team_id: user.teamId, now: context.now.toISOString() } },
          context,
        );
        return { id: row.id };
      },
    );
  };
