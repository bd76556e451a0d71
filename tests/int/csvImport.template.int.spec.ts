import { readFileSync } from 'node:fs';
import type { CsvUploadConfigurationInput, MatchingTemplate } from '@canopy/contracts/participants/api';
import { applyTemplate } from '@canopy/contracts/participants/applyTemplate';
import { describe, expect, it } from 'vitest';
import { form } from '../support/identity.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The matching template a CSV import saves and offers next time, and who may reach the import and the
// template at all (another team: 404, not assigned: 403, nobody signed in: 401).

const world = withTwoTeams();

const fixture = (name: string) => ({ name, bytes: readFileSync(new URL(`../fixtures/csv/${name}`, import.meta.url)), type: 'text/csv' });
const upload = (token: string, workspaceId: string, file: ReturnType<typeof fixture>, configuration: CsvUploadConfigurationInput) =>
  world.api.call('POST', `/participants/workspace/${workspaceId}/by-csv`, {
    token,
    form: form({ configuration: JSON.stringify(configuration) }, file),
  });
const templateOf = (token: string, workspaceId: string) =>
  world.api.call<MatchingTemplate & { detail?: string }>('GET', `/matching-template/by-workspace/${workspaceId}`, { token });

const WITH_HEADER: CsvUploadConfigurationInput = {
  first_name_col_idx: 0,
  last_name_col_idx: 1,
  email_col_idx: 2,
  department_col_idx: 3,
  hiring_date_format: 'dd.mm.yyyy',
  phone_format: 3,
  phone_code: '+44',
  groups: [{ column_idx: 3, multiple: true, single: false, input_value_delimiter_char: ';' }],
};

describe('the matching template', () => {
  it('answers 404 until an import saved one', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'No template yet');
    expect(await templateOf(world.ada, workspace.id)).toMatchObject({
      status: 404,
      body: { detail: 'No matching template has been saved for this workspace yet' },
    });
  });

  it('saves the mapping of an import with a header row by header text, and one without by position, keeping both', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Template');
    expect((await upload(world.ada, workspace.id, fixture('semicolons.csv'), WITH_HEADER)).status).toBe(200);
    const first = await templateOf(world.ada, workspace.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      workspace_id: workspace.id,
      first_row_is_header: true,
      comment_char: '',
      delimiter_char: '',
      hiring_date_format: 'dd.mm.yyyy',
      birth_date_format: 'mm/dd/yyyy',
      phone_format: 3,
      phone_code: '+44',
      data_without_header: null,
    });
    expect(first.body.data_with_header).toEqual({
      fields: {
        first_name_col_idx: { column_idx: 0, header: 'First name' },
        last_name_col_idx: { column_idx: 1, header: 'Last name' },
        email_col_idx: { column_idx: 2, header: 'Email' },
        department_col_idx: { column_idx: 3, header: 'Department' },
      },
      groups: [
        {
          input_value: '',
          single: false,
          multiple: true,
          input_value_delimiter_char: ';',
          group_id: '',
          name_from: 2,
          column: { column_idx: 3, header: 'Department' },
        },
      ],
    });

    const noHeader: CsvUploadConfigurationInput = {
      first_row_is_header: false,
      first_name_col_idx: 0,
      last_name_col_idx: 1,
      email_col_idx: 2,
      payroll_id_col_idx: 3,
    };
    expect((await upload(world.ada, workspace.id, fixture('no-header.csv'), noHeader)).status).toBe(200);
    const second = await templateOf(world.ada, workspace.id);
    expect(second.body.first_row_is_header).toBe(false);
    expect(second.body.data_without_header!.fields).toEqual({
      first_name_col_idx: { column_idx: 0, header: '' },
      last_name_col_idx: { column_idx: 1, header: '' },
      email_col_idx: { column_idx: 2, header: '' },
      payroll_id_col_idx: { column_idx: 3, header: '' },
    });
    expect(second.body.data_with_header).toEqual(first.body.data_with_header);
  });

  it('is left alone by an import that does not save it', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Keep template');
    await upload(world.ada, workspace.id, fixture('semicolons.csv'), WITH_HEADER);
    const saved = (await templateOf(world.ada, workspace.id)).body;
    const answer = await upload(world.ada, workspace.id, fixture('tab-delimited.csv'), {
      first_name_col_idx: 0,
      last_name_col_idx: 1,
      email_col_idx: 2,
      is_save_template: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.logs).not.toContain('Column mapping saved as the matching template');
    expect((await templateOf(world.ada, workspace.id)).body).toEqual(saved);
  });

  it('is offered for the next file: columns found again by header, a column that went away flagged', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Offered');
    await upload(world.ada, workspace.id, fixture('semicolons.csv'), WITH_HEADER);
    const template = (await templateOf(world.ada, workspace.id)).body;
    // the tab file has First name, Last name, Email, City: no Department any more
    const fit = applyTemplate(template, ['First name', 'Last name', 'Email', 'City']);
    expect(fit.fields.email_col_idx).toMatchObject({ state: 'exist', column_idx: 2 });
    expect(fit.fields.department_col_idx).toMatchObject({
      state: 'missing',
      message: 'The field from the template is missing in the file.',
    });
    expect(fit.groups[0]).toMatchObject({ state: 'missing', message: 'The field from the template is missing in the file.' });
    const answer = await upload(world.ada, workspace.id, fixture('tab-delimited.csv'), fit.configuration);
    expect(answer).toMatchObject({ status: 200, body: { participants: { created: 0, updated: 0, unchanged: 2 } } });
  });
});

describe('who may import and read the template', () => {
  it("answers another team 404 'Could not find workspace' and an unassigned colleague 403, on both routes, importing nothing", async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Private');
    await upload(world.ada, workspace.id, fixture('semicolons.csv'), WITH_HEADER);
    for (const [token, status, detail] of [
      [world.bea, 404, 'Could not find workspace'],
      [world.alan, 403, 'You are not assigned to this workspace'],
    ] as const) {
      expect(await upload(token, workspace.id, fixture('tab-delimited.csv'), WITH_HEADER)).toMatchObject({ status, body: { detail } });
      expect(await templateOf(token, workspace.id)).toMatchObject({ status, body: { detail } });
    }
    expect(await upload(world.ada, 'no-such-workspace', fixture('tab-delimited.csv'), WITH_HEADER)).toMatchObject({
      status: 404,
      body: { detail: 'Could not find workspace' },
    });
    const list = await world.api.call('POST', '/participants/by-workspace', {
      token: world.ada,
      json: { workspace_id: workspace.id, isAll: true },
    });
    expect(list.body.participants.map((participant: { email: string }) => participant.email).sort()).toEqual([
      'ada@example.com',
      'alan@example.com',
      'grace@example.com',
    ]);
  });

  it('needs a signed-in caller', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Signed in');
    expect(
      (
        await world.api.call('POST', `/participants/workspace/${workspace.id}/by-csv`, {
          form: form({ configuration: '{}' }, fixture('semicolons.csv')),
        })
      ).status,
    ).toBe(401);
    expect((await world.api.call('GET', `/matching-template/by-workspace/${workspace.id}`)).status).toBe(401);
  });
});
