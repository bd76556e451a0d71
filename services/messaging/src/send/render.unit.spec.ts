import { describe, expect, it } from 'vitest';
import { cleanHtml, renderMail } from './render.ts';

const values = {
  first_name: 'Ada',
  last_name: '<Lovelace>',
  link: 'https://canopy.test/assessment-responding/abc',
  package_name: 'Pulse',
  workspace_name: 'Acme',
};

describe('a mail', () => {
  it('drops scripts and event handlers', () => {
    const html = cleanHtml(
      '<p onclick="x()">Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">a</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(html).toContain('<p>Hi</p>');
  });

  it("keeps only the link's placeholder in attributes, since a send fills them without sanitising again", () => {
    const html = cleanHtml('<p><a href="{{first_name}}">x</a> <a href="{{link}}">go</a> {{first_name}}</p>');
    expect(html).toBe('<p><a>x</a> <a href="{{link}}">go</a> {{first_name}}</p>');
    const mail = renderMail(
      { subject: 's', html_content: html, email_message: '', email_signature: '' },
      { ...values, first_name: 'javascript:alert(1)' },
    );
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain('href="https://canopy.test/assessment-responding/abc"');
  });

  it('fills the placeholders, escaping them in the HTML, and has a plain-text part', () => {
    const mail = renderMail(
      {
        subject: 'Hello {{first_name}} from {{workspace_name}}',
        html_content: '<p>Dear {{first_name}} {{last_name}}, answer {{package_name}}: {{link}}</p>',
        email_message: '',
        email_signature: 'Team',
      },
      values,
    );
    expect(mail.subject).toBe('Hello Ada from Acme');
    expect(mail.html).toContain('Dear Ada &lt;Lovelace&gt;, answer Pulse: https://canopy.test/assessment-responding/abc');
    expect(mail.text).toBe('Dear Ada <Lovelace>, answer Pulse: https://canopy.test/assessment-responding/abc\n\nTeam');
  });

  it('carries the link even when the content does not place it', () => {
    const mail = renderMail({ subject: 's', html_content: '<p>Hi</p>', email_message: '', email_signature: '' }, values);
    expect(mail.html).toContain('href="https://canopy.test/assessment-responding/abc"');
  });
});
