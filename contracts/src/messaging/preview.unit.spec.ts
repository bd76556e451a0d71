import { describe, expect, it } from 'vitest';
import { previewMessage } from './api.ts';

describe('a message as the consultant reviews it', () => {
  it('fills the package and workspace names and labels what each participant gets', () => {
    expect(
      previewMessage('Hi {{first_name}} {{ last_name }}, answer {{package_name}} for {{workspace_name}}: {{link}}', {
        package_name: 'Spring <pulse>',
        workspace_name: 'Acme',
      }),
    ).toBe('Hi [first name] [last name], answer Spring <pulse> for Acme: [link]');
  });
  it('escapes the names for HTML content', () => {
    expect(
      previewMessage('<p>{{package_name}}</p>', { package_name: 'A & <b>', workspace_name: '' }, (value) =>
        value.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
      ),
    ).toBe('<p>A &amp; &lt;b></p>');
  });
});
