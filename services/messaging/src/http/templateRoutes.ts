import { Text } from '@canopy/contracts';
import { MessageTemplate } from '@canopy/contracts/messaging/api';
import { mountRoutes, route, teamAccess } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createTemplatesReader } from '@canopy/projections/messaging/templates/read';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { MessagingCommands } from '../commands.ts';
import {
  createTemplate,
  CreateTemplateInput,
  deleteTemplate,
  DeleteTemplateInput,
  getTemplate,
  GetTemplateInput,
  listTemplates,
} from '../template/templateUseCases.ts';

/** message templates (ADR 0145: each row calls its use case), and the address mail leaves from */
export const templateRoutes =
  (deps: ServiceDeps, commands: MessagingCommands): FastifyPluginAsync =>
  async (app) => {
    const useCases = { templates: createTemplatesReader(deps.platform.pool), commands };
    mountRoutes(app, deps.clock, {
      tags: ['message templates'],
      routes: [
        route({
          method: 'GET',
          url: '/message-templates/list',
          summary: 'Organisation templates, then the team’s own',
          response: z.array(MessageTemplate),
          ...listTemplates(useCases),
        }),
        route({
          method: 'GET',
          url: '/message-templates/:id',
          summary: 'One template',
          ...GetTemplateInput,
          response: MessageTemplate,
          ...getTemplate(useCases),
        }),
        route({
          method: 'POST',
          url: '/message-templates',
          summary: 'Save the wizard’s message as a template of the team',
          ...CreateTemplateInput,
          response: MessageTemplate,
          status: 201,
          ...createTemplate(useCases),
        }),
        route({
          method: 'DELETE',
          url: '/message-templates/:id',
          summary: 'Delete a template of the team',
          ...DeleteTemplateInput,
          response: z.object({ id: Text() }),
          ...deleteTemplate(useCases),
        }),
      ],
    });
    mountRoutes(app, deps.clock, {
      tags: ['messages'],
      routes: [
        route({
          method: 'GET',
          url: '/package-schedule/mail-sender',
          summary: 'The IP address mail leaves from',
          response: z.object({ ip: z.string() }),
          access: teamAccess,
          handle: async () => ({ ip: deps.platform.config.MAIL_SENDER_IP }),
        }),
      ],
    });
  };
