import { isEmptyHtml } from '@canopy/contracts/messaging/html';
import type { EventOf } from '@canopy/contracts';
import { MessagingMessages, type MessageLinkType } from '@canopy/contracts/messaging/api';
import type { TemplateCreated, TemplateDeleted } from '@canopy/contracts/messaging/events';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';

// A message template: a team's own (custom_type) or an organisation template every team sees
// (organization_type, no team, written at start-up when missing). Stream: `template-<id>`.

export type TemplateEvent = EventOf<typeof TemplateCreated> | EventOf<typeof TemplateDeleted>;
export type TemplateState = { status: 'none' } | { status: 'live'; templateId: string; teamId: string | null } | { status: 'deleted' };

export type CreateTemplate = {
  type: 'CreateTemplate';
  data: {
    template_id: string;
    team_id: string | null;
    name: string;
    subject: string;
    html_content: string;
    type_of_link_being_sent: MessageLinkType | '';
    now: string;
  };
};
export type DeleteTemplate = { type: 'DeleteTemplate'; data: { team_id: string; now: string } };
export type TemplateCommand = CreateTemplate | DeleteTemplate;

export const templateStreamId = (templateId: string) => `template-${templateId}`;

export const templateDecider: Decider<TemplateCommand, TemplateEvent, TemplateState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'CreateTemplate': {
        if (state.status !== 'none') return [];
        const { template_id, team_id, subject, html_content, type_of_link_being_sent, now } = command.data;
        const name = command.data.name.trim();
        if (name === '') throw new DomainError(MessagingMessages.templateNameRequired, 400);
        if (subject.trim() === '') throw new DomainError(MessagingMessages.subjectRequired, 400);
        if (isEmptyHtml(html_content)) throw new DomainError(MessagingMessages.messageRequired, 400);
        const type = team_id === null ? 'organization_type' : 'custom_type';
        return [
          {
            type: 'TemplateCreated',
            data: { template_id, team_id, type, name, subject, html_content, type_of_link_being_sent, created_at: now },
          },
        ];
      }
      case 'DeleteTemplate': {
        if (state.status !== 'live') throw new DomainError(MessagingMessages.templateNotFound, 404);
        // organisation templates belong to every team: nobody deletes them
        if (state.teamId === null) throw new DomainError(MessagingMessages.organizationTemplateKept, 403);
        if (state.teamId !== command.data.team_id) throw new DomainError(MessagingMessages.templateNotFound, 404);
        return [{ type: 'TemplateDeleted', data: { template_id: state.templateId, deleted_at: command.data.now } }];
      }
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'TemplateCreated':
        return { status: 'live', templateId: event.data.template_id, teamId: event.data.team_id };
      case 'TemplateDeleted':
        return { status: 'deleted' };
    }
  },
};
