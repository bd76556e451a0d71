import sanitizeHtml from 'sanitize-html';

// What a message's HTML may hold, and how each participant's mail is made from it. The HTML is cleaned when
// it is saved (a script or an event handler never reaches the stream) and again when it is sent.

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/], color: [/^#[0-9a-f]{3,6}$/i] } },
};

export const cleanHtml = (html: string) => sanitizeHtml(html, ALLOWED);

/** the plain-text part: paragraphs and line breaks kept as new lines, every tag dropped */
export const textOf = (html: string) =>
  sanitizeHtml(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li)>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export type Personal = { first_name: string; last_name: string; link: string; package_name: string; workspace_name: string };

const fill = (template: string, values: Personal, encode: (value: string) => string) =>
  template.replace(/\{\{\s*(first_name|last_name|link|package_name|workspace_name)\s*\}\}/g, (_match, key: keyof Personal) =>
    encode(values[key]),
  );

/**
 * One participant's mail: placeholders replaced (escaped in the HTML), the link added at the end when the
 * content does not place it, the message and signature below, and a plain-text part of the same.
 */
export const renderMail = (
  content: { subject: string; html_content: string; email_message: string; email_signature: string },
  values: Personal,
) => {
  const placesLink = /\{\{\s*link\s*\}\}/.test(content.html_content);
  const parts = [cleanHtml(content.html_content)];
  if (!placesLink) parts.push('<p><a href="{{link}}">{{link}}</a></p>');
  if (content.email_message.trim()) parts.push(`<p>${escapeHtml(content.email_message)}</p>`);
  if (content.email_signature.trim()) parts.push(`<p>${escapeHtml(content.email_signature)}</p>`);
  const html = cleanHtml(fill(parts.join('\n'), values, escapeHtml));
  return { subject: fill(content.subject, values, (value) => value).replace(/[\r\n]+/g, ' '), html, text: textOf(html) };
};
