import { renderMail } from '@canopy/messaging';
import type { MailMessage } from '@canopy/platform/mail/mailer';
import { dueDay, escapeHtml } from '../owners/ownerMail.ts';
import type { ReminderKind } from './remindersDue.ts';

/**
 * The reminder templates, in messaging's template language ({{first_name}}, {{workspace_name}}, {{link}}) and
 * rendered by messaging's own renderer (placeholders escaped, a plain-text part; the renderer does not sanitise, so
 * these fixed templates hold no placeholder in an attribute but `{{link}}`): the action's title and day are set in
 * first, escaped, as the template's fixed text.
 */
const TEMPLATES: Record<ReminderKind, { subject: string; html: (title: string, day: string) => string }> = {
  due_soon: {
    subject: 'Reminder: an action in the {{workspace_name}} action plan is due',
    html: (title, day) =>
      `<p>Hello {{first_name}},</p><p>Your action <strong>${title}</strong> in the {{workspace_name}} action plan is due on ${day}.</p>` +
      '<p>Update its status or add a progress note: <a href="{{link}}">Update your actions</a></p><p>Or open this address: {{link}}</p>',
  },
  overdue: {
    subject: 'Overdue: an action in the {{workspace_name}} action plan',
    html: (title, day) =>
      `<p>Hello {{first_name}},</p><p>Your action <strong>${title}</strong> in the {{workspace_name}} action plan was due on ${day} and is not done yet.</p>` +
      '<p>Mark it done, say where it stands, or drop it: <a href="{{link}}">Update your actions</a></p><p>Or open this address: {{link}}</p>',
  },
};

export const reminderMail = (input: {
  kind: ReminderKind;
  to: string;
  name: string | null;
  title: string;
  dueDate: string;
  workspaceName: string;
  link: string;
}): MailMessage => {
  const template = TEMPLATES[input.kind];
  const mail = renderMail(
    {
      subject: template.subject,
      html_content: template.html(escapeHtml(input.title), dueDay(input.dueDate)),
      email_message: '',
      email_signature: '',
    },
    { first_name: input.name || 'there', last_name: '', link: input.link, package_name: '', workspace_name: input.workspaceName },
  );
  return { to: input.to, ...mail };
};
