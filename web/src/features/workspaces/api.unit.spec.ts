import { describe, expect, it } from 'vitest';
import { workspaceForm } from './api';

const fields = (form: FormData) =>
  Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]));

describe('the PUT workspaces/{id} form', () => {
  it('sends only what the tab changed, with the logo left alone', () => {
    expect(fields(workspaceForm({ group_classification: 'department' }))).toEqual({
      is_logo_changed: 'false',
      group_classification: 'department',
    });
  });

  it('sends a chosen time zone as its IANA name', () => {
    expect(fields(workspaceForm({ time_zone: 'Europe/London' }))).toEqual({ is_logo_changed: 'false', time_zone: 'Europe/London' });
  });

  it('sends the alert thresholds together as one JSON field', () => {
    const thresholds = { alpha: 0.01, minimum_respondents: 30, minimum_move: 10 };
    expect(fields(workspaceForm({ alert_thresholds: thresholds }))).toEqual({
      is_logo_changed: 'false',
      alert_thresholds: '{"alpha":0.01,"minimum_respondents":30,"minimum_move":10}',
    });
  });

  it('sends the trimmed name, the new logo file and additional_info as JSON text', () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const form = workspaceForm({
      name: ' Acme Ltd ',
      logo: { kind: 'replaced', file },
      additional_info: { formation_type: 1, group_type: 2 },
    });
    expect(fields(form)).toEqual({
      name: 'Acme Ltd',
      is_logo_changed: 'true',
      file: 'file:logo.png',
      additional_info: '{"formation_type":1,"group_type":2}',
    });
  });

  it('asks to remove the logo without sending a file', () => {
    expect(fields(workspaceForm({ logo: { kind: 'removed' } }))).toEqual({ is_logo_changed: 'true' });
  });
});
