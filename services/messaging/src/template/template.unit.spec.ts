import { MessagingMessages } from '@canopy/contracts/messaging/api';
import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { templateDecider, type TemplateEvent } from './template.ts';

const spec = deciderSpec(templateDecider);
const now = '2026-11-24T10:00:00.000Z';
const created = (team_id: string | null): TemplateEvent => ({
  type: 'TemplateCreated',
  data: {
    template_id: 'x1',
    team_id,
    type: team_id ? 'custom_type' : 'organization_type',
    name: 'Welcome',
    subject: 'Hi',
    html_content: '<p>Hi</p>',
    type_of_link_being_sent: 'public_link',
    created_at: now,
  },
});
const create = (team_id: string | null, change: Record<string, string> = {}) =>
  ({
    type: 'CreateTemplate',
    data: {
      template_id: 'x1',
      team_id,
      name: 'Welcome',
      subject: 'Hi',
      html_content: '<p>Hi</p>',
      type_of_link_being_sent: 'public_link',
      now,
      ...change,
    },
  }) as const;
const remove = (team_id: string) => ({ type: 'DeleteTemplate', data: { team_id, now } }) as const;

describe('Message template', () => {
  it("is a team's custom template, or an organisation template without a team", () => {
    spec
      .given([])
      .when(create('t1'))
      .then([created('t1')]);
    spec
      .given([])
      .when(create(null))
      .then([created(null)]);
  });
  it('needs a name, a subject and a message', () => {
    spec
      .given([])
      .when(create('t1', { name: ' ' }))
      .thenThrows(MessagingMessages.templateNameRequired, 400);
    spec
      .given([])
      .when(create('t1', { subject: '' }))
      .thenThrows(MessagingMessages.subjectRequired, 400);
    spec
      .given([])
      .when(create('t1', { html_content: '<p></p>' }))
      .thenThrows(MessagingMessages.messageRequired, 400);
  });
  it('is deleted by its team only; an organisation template never', () => {
    spec
      .given([created('t1')])
      .when(remove('t1'))
      .then([{ type: 'TemplateDeleted', data: { template_id: 'x1', deleted_at: now } }]);
    spec
      .given([created('t1')])
      .when(remove('t2'))
      .thenThrows(MessagingMessages.templateNotFound, 404);
    spec
      .given([created(null)])
      .when(remove('t1'))
      .thenThrows(MessagingMessages.organizationTemplateKept, 403);
  });
});
