import type { MailMessage } from '@canopy/platform/mail/mailer';

/** text set into a mail's HTML */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** a due day (YYYY-MM-DD) as the mail says it: '15 Jan 2027' */
export const dueDay = (date: string) => DATE.format(new Date(`${date}T00:00:00Z`));

/**
 * The mail a client contact gets when they own an action: what they own, and their personal link to update it
 * without an account. The link is the only way in, so the mail names its expiry.
 */
export const ownerLinkMail = (input: {
  to: string;
  name: string | null;
  workspaceName: string;
  actions: ReadonlyArray<{ title: string; due_date: string }>;
  link: string;
  expiresAt: Date;
}): MailMessage => {
  const intro = [
    `Hello ${input.name || 'there'},`,
    `You own ${input.actions.length === 1 ? 'an action' : `${input.actions.length} actions`} in the ${input.workspaceName} action plan:`,
  ];
  const lines = input.actions.map((action) => `${action.title} (due ${dueDay(action.due_date)})`);
  const outro = [
    `Open your personal link to update the status and add a progress note; no account is needed. It works until ${DATE.format(input.expiresAt)}. Do not forward it: anyone with it can update your actions.`,
  ];
  return {
    to: input.to,
    subject: `Your actions in the ${input.workspaceName} action plan`,
    text: `${[...intro, lines.map((line) => `- ${line}`).join('\n'), ...outro].join('\n\n')}\n\nUpdate your actions: ${input.link}\n`,
    html: `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:36rem">
${intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
${outro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:.6rem 1.2rem;background:#2f6f4f;color:#fff;border-radius:6px;text-decoration:none">Update your actions</a></p>
<p style="color:#627d98;font-size:.85rem">Or open this address: ${escapeHtml(input.link)}</p>
</body></html>`,
  };
};
