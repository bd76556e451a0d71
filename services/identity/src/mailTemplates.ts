import type { MailMessage } from '@canopy/platform/mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const layout = (paragraphs: string[], link: { href: string; label: string }) => `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:36rem">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:.6rem 1.2rem;background:#2f6f4f;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#627d98;font-size:.85rem">Or open this address: ${escapeHtml(link.href)}</p>
</body></html>`;

export const resetPasswordLink = (baseUrl: string, token: string) => `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
export const invitationLink = (baseUrl: string, token: string) => `${baseUrl}/reset-password?token=${encodeURIComponent(token)}&invite=1`;

export const passwordResetMail = (input: { to: string; firstName: string; link: string }): MailMessage => {
  const paragraphs = [
    `Hello ${input.firstName || 'there'},`,
    'Someone (hopefully you) asked to reset the password of your Canopy account. The link below lets you choose a new one. It works once, within 1 hour.',
    'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ];
  return {
    to: input.to,
    subject: 'Reset your Canopy password',
    text: `${paragraphs.join('\n\n')}\n\nChoose a new password: ${input.link}\n`,
    html: layout(paragraphs, { href: input.link, label: 'Choose a new password' }),
  };
};

/**
 * To someone whose address already has an account on another team when a team invites it: the inviter
 * is answered as for a new invitation, so only the owner of the address learns that nothing changed.
 */
export const alreadyRegisteredMail = (input: {
  to: string;
  firstName: string;
  teamName: string;
  inviterName: string;
  signInLink: string;
}): MailMessage => {
  const paragraphs = [
    `Hello ${input.firstName || 'there'},`,
    `${input.inviterName || 'A colleague'} invited you to join the consulting team ${input.teamName} on Canopy.`,
    'This e-mail address already has a Canopy account with another team, and an account belongs to one team, so nothing was changed: ' +
      'you sign in as before. If you want to work with that team, tell them to invite another address of yours.',
    'If you did not expect this, you can ignore this e-mail.',
  ];
  return {
    to: input.to,
    subject: `You were invited to join ${input.teamName} on Canopy`,
    text: `${paragraphs.join('\n\n')}\n\nSign in: ${input.signInLink}\n`,
    html: layout(paragraphs, { href: input.signInLink, label: 'Sign in to Canopy' }),
  };
};

export const invitationMail = (input: {
  to: string;
  firstName: string;
  teamName: string;
  inviterName: string;
  link: string;
}): MailMessage => {
  const paragraphs = [
    `Hello ${input.firstName || 'there'},`,
    `${input.inviterName || 'A colleague'} invited you to join the consulting team ${input.teamName} on Canopy.`,
    'Set your password with the link below to sign in. It works once, within 7 days.',
  ];
  return {
    to: input.to,
    subject: `You are invited to join ${input.teamName} on Canopy`,
    text: `${paragraphs.join('\n\n')}\n\nSet your password: ${input.link}\n`,
    html: layout(paragraphs, { href: input.link, label: 'Set your password' }),
  };
};
