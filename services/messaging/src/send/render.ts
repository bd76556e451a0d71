import sanitizeHtml from 'sanitize-html';

// What a message's HTML may hold, and how each participant's mail is made from it. The HTML is sanitised once,
// when it comes in (a message or template saved, a test mail's content: a script or an event handler never reaches
// the stream), so a send renders it as it is; what a mail adds to it (the placeholders' values, the message and
// signature, the link) is escaped as it goes in.

/** a placeholder other than `{{link}}`: a participant's value, which a send must never put into an attribute */
const VALUE_PLACEHOLDER = /\{\{\s*(first_name|last_name|package_name|workspace_name)\s*\}\}/g;

const ALLOWED: sanitizeHtml.IOptions = {
  // a send fills placeholders into the saved HTML without sanitising it again, so no attribute may hold one whose
  // value is not ours (a name in an href could carry a scheme); only `{{link}}`, the package's own address, stays
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).map(([name, value]) => [name, value.replace(VALUE_PLACEHOLDER, '')])),
    }),
  },
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
 * content does not place it, the message and signature below, and a plain-text part of the same. `html_content` is
 * sanitised already (`cleanHtml` at save, or the caller's own fixed template with its values escaped).
 */
export const renderMail = (
  content: { subject: string; html_content: string; email_message: string; email_signature: string },
  values: Personal,
) => {
  const placesLink = /\{\{\s*link\s*\}\}/.test(content.html_content);
  const parts = [content.html_content];
  if (!placesLink) parts.push('<p><a href="{{link}}">{{link}}</a></p>');
  if (content.email_message.trim()) parts.push(`<p>${escapeHtml(content.email_message)}</p>`);
  if (content.email_signature.trim()) parts.push(`<p>${escapeHtml(content.email_signature)}</p>`);
  const html = fill(parts.join('\n'), values, escapeHtml);
  return { subject: fill(content.subject, values, (value) => value).replace(/[\r\n]+/g, ' '), html, text: textOf(html) };
};
