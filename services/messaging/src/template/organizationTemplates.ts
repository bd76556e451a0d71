import type { MessagingCommands } from '../commands.ts';

/**
 * The organisation templates every database holds, written at start-up when missing (fixed ids, so a second
 * start or a second gateway decides nothing). Their wording names the placeholders the wizard offers.
 */
export const ORGANIZATION_TEMPLATES = [
  {
    template_id: 'org-template-invitation',
    name: 'Survey invitation',
    subject: '{{package_name}}: your survey is open',
    html_content:
      '<p>Hello {{first_name}},</p><p>{{workspace_name}} invites you to answer <strong>{{package_name}}</strong>. ' +
      'It takes about ten minutes.</p><p><a href="{{link}}">Start the survey</a></p>',
    type_of_link_being_sent: 'combined_link' as const,
  },
  {
    template_id: 'org-template-reminder',
    name: 'Reminder',
    subject: 'Reminder: {{package_name}}',
    html_content:
      '<p>Hello {{first_name}},</p><p>There is still time to answer <strong>{{package_name}}</strong>.</p><p><a href="{{link}}">Continue the survey</a></p>',
    type_of_link_being_sent: 'combined_link' as const,
  },
  {
    template_id: 'org-template-onboarding',
    name: 'Onboarding check-in',
    subject: 'How are your first days at {{workspace_name}}?',
    html_content: '<p>Welcome {{first_name}}!</p><p>Tell us how your start went: <a href="{{link}}">{{package_name}}</a>.</p>',
    type_of_link_being_sent: 'combined_link' as const,
  },
];

export const seedOrganizationTemplates = async (commands: MessagingCommands, now: Date) => {
  for (const template of ORGANIZATION_TEMPLATES) {
    await commands.template(
      template.template_id,
      { type: 'CreateTemplate', data: { ...template, team_id: null, now: now.toISOString() } },
      { teamId: null, workspaceId: null, actor: 'system', correlationId: 'organization-templates', now },
    );
  }
};
