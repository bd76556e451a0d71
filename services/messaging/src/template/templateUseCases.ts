import { MessagingMessages, TemplateInput } from '@canopy/contracts/messaging/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { teamAccess, type Input, type UseCase } from '@canopy/platform/http/routeTable';
import { newId } from '@canopy/platform/ids';
import { toTemplate, type TemplateRow, type TemplatesReader } from '@canopy/projections/messaging/templates/read';
import type { z } from 'zod';
import type { MessagingCommands } from '../commands.ts';
import { cleanHtml } from '../send/render.ts';
import { TemplateParams, visibleTemplate } from './templateAccess.ts';

// The message templates' use cases: the organisation's (every team sees them, nobody deletes them) and the team's own.

export type TemplateDeps = { templates: TemplatesReader; commands: MessagingCommands };

export const GetTemplateInput = { params: TemplateParams };
export const CreateTemplateInput = { body: TemplateInput };
export const DeleteTemplateInput = { params: TemplateParams };

/** organisation templates, then the team's own */
export const listTemplates = (deps: TemplateDeps) =>
  ({
    access: teamAccess,
    handle: async (_input, { user }) => (await deps.templates.ofTeam(user.teamId)).map(toTemplate),
  }) satisfies UseCase<Input, { teamId: string }, unknown>;

/** one template the team sees */
export const getTemplate = (deps: TemplateDeps) =>
  ({
    access: visibleTemplate(deps.templates),
    handle: async (_input, { scope }) => toTemplate(scope.template),
  }) satisfies UseCase<Input<z.output<typeof TemplateParams>>, { template: TemplateRow }, unknown>;

/** the wizard's message saved as a template of the team, its HTML sanitised once, here */
export const createTemplate = (deps: TemplateDeps) =>
  ({
    access: teamAccess,
    handle: async (input, { user, context }) => {
      const id = newId();
      const { name, subject, html_content, type_of_link_being_sent } = input.body;
      await deps.commands.template(
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
      // read-your-writes: the command waited for the templates read model
      const row = await deps.templates.one(id);
      if (!row) throw httpError(404, MessagingMessages.templateNotFound);
      return toTemplate(row);
    },
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof TemplateInput>>, { teamId: string }, unknown>;

/** a template of the team deleted (the decider refuses the organisation's) */
export const deleteTemplate = (deps: TemplateDeps) =>
  ({
    access: visibleTemplate(deps.templates),
    handle: async (_input, { user, scope, context }) => {
      const row = scope.template;
      await deps.commands.template(
        row.id,
        { type: 'DeleteTemplate', data: { team_id: user.teamId, now: context.now.toISOString() } },
        context,
      );
      return { id: row.id };
    },
  }) satisfies UseCase<Input<z.output<typeof TemplateParams>>, { template: TemplateRow }, unknown>;
