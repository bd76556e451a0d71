import { randomUUID } from 'node:crypto';
import {
  CSV_IMPORT_ID_HEADER,
  CSV_IMPORT_STAGES,
  ParticipantMessages,
  type CsvImportProgress,
  type CsvUploadConfigurationInput,
} from '@canopy/contracts/participants/api';
import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import { describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { apiClient, form } from '../support/identity.ts';
import { startSecondGateway } from '../support/runtime.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { assignConsultant, createWorkspace } from '../support/workspaces.ts';

// The progress of a CSV import (docs/decisions/0015): the stages a client polls while it waits for the
// answer, the bad import id, who may read an import's progress, and any gateway process answering it.

const world = withTwoTeams();

const CONFIGURATION: CsvUploadConfigurationInput = { first_name_col_idx: 0, last_name_col_idx: 1, email_col_idx: 2 };
const staff = (rows: number) => ({
  name: 'staff.csv',
  type: 'text/csv',
  bytes: `First,Last,Email\n${Array.from({ length: rows }, (_, i) => `Ann${i},Lee,p${i}@example.com`).join('\n')}\n`,
});

const upload = (
  workspaceId: string,
  importId: string | undefined,
  file = staff(3),
  configuration: CsvUploadConfigurationInput = CONFIGURATION,
) =>
  world.api.call('POST', `/participants/workspace/${workspaceId}/by-csv`, {
    token: world.ada,
    form: form({ configuration: JSON.stringify(configuration) }, file),
    headers: importId === undefined ? {} : { [CSV_IMPORT_ID_HEADER]: importId },
  });
const progressOf = (token: string, workspaceId: string, importId: string) =>
  world.api.call<CsvImportProgress & { detail?: string }>('GET', `/participants/workspace/${workspaceId}/by-csv/progress/${importId}`, {
    token,
  });
const countOf = async (workspaceId: string) =>
  (await world.api.call('POST', '/participants/by-workspace', { token: world.ada, json: { workspace_id: workspaceId, limit: 1 } })).body
    .all_count ?? 0;

let counter = 0;
const freshWorkspace = async () => (await createWorkspace(world.api, world.ada, `Progress ${++counter}`)).id;

describe('the progress of an import', () => {
  it('goes through its stages in order while the import runs, and reads done with every row checked', async () => {
    const workspace = await freshWorkspace();
    const importId = randomUUID();
    const answer = upload(workspace, importId, staff(6_000));
    let answered = false;
    void answer.finally(() => {
      answered = true;
    });
    const seen: CsvImportProgress[] = [];
    while (!answered) {
      const polled = await progressOf(world.ada, workspace, importId);
      if (polled.status === 200) seen.push(polled.body);
      else expect(polled.body.detail).toBe(ParticipantMessages.importNotFound);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await answer).status).toBe(200);
    const final = await progressOf(world.ada, workspace, importId);
    expect(final).toMatchObject({ status: 200, body: { stage: 'done', rows_checked: 6_000, rows_total: 6_000 } });

    const order = seen.map((progress) => CSV_IMPORT_STAGES.indexOf(progress.stage));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(seen.map((progress) => progress.stage)).size).toBeGreaterThan(1);
    const checked = seen.filter((progress) => progress.stage === 'checking').map((progress) => progress.rows_checked);
    expect(checked).toEqual([...checked].sort((a, b) => a - b));
    for (const progress of seen.filter((p) => p.stage === 'checking')) expect(progress.rows_total).toBe(6_000);
  });

  it('reads failed when the import is refused', async () => {
    const workspace = await freshWorkspace();
    const importId = randomUUID();
    const refused = await upload(workspace, importId, staff(3), { last_name_col_idx: 1, email_col_idx: 2 });
    expect(refused).toMatchObject({ status: 400, body: { detail: ParticipantMessages.csvFirstName } });
    expect(await progressOf(world.ada, workspace, importId)).toMatchObject({ status: 200, body: { stage: 'failed' } });
  });

  it("refuses an import id that is not a UUID: 'The import id must be a UUID', importing nothing", async () => {
    const workspace = await freshWorkspace();
    expect(await upload(workspace, 'not-a-uuid')).toMatchObject({ status: 400, body: { detail: ParticipantMessages.importIdInvalid } });
    expect(await countOf(workspace)).toBe(0);
  });

  it('imports as before without an import id', async () => {
    const workspace = await freshWorkspace();
    expect(await upload(workspace, undefined)).toMatchObject({ status: 200, body: { participants: { created: 3 } } });
  });

  it("answers 404 for an id no import of the caller's used", async () => {
    const workspace = await freshWorkspace();
    expect(await progressOf(world.ada, workspace, randomUUID())).toMatchObject({
      status: 404,
      body: { detail: ParticipantMessages.importNotFound },
    });
  });
});

describe('several gateway processes', () => {
  it('answer the progress of an import another one runs, through to done', async () => {
    const second = await startSecondGateway(world.runtime);
    try {
      const elsewhere = apiClient(second);
      const workspace = await freshWorkspace();
      const importId = randomUUID();
      const answer = upload(workspace, importId, staff(6_000));
      let answered = false;
      void answer.finally(() => {
        answered = true;
      });
      const seen = new Set<string>();
      while (!answered) {
        const polled = await elsewhere.call<CsvImportProgress>('GET', `/participants/workspace/${workspace}/by-csv/progress/${importId}`, {
          token: world.ada,
        });
        if (polled.status === 200) seen.add(polled.body.stage);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect((await answer).status).toBe(200);
      expect(seen.size).toBeGreaterThan(0);
      const final = await elsewhere.call('GET', `/participants/workspace/${workspace}/by-csv/progress/${importId}`, { token: world.ada });
      expect(final).toMatchObject({ status: 200, body: { stage: 'done', rows_checked: 6_000, rows_total: 6_000 } });
    } finally {
      await second.stop();
    }
  });

  it('forget an import a minute after its last change', async () => {
    const workspace = await freshWorkspace();
    const importId = randomUUID();
    expect((await upload(workspace, importId)).status).toBe(200);
    expect((await progressOf(world.ada, workspace, importId)).status).toBe(200);
    await world.runtime.platform.pool.query(
      "update workspace_imports.csv_progress set touched_at = now() - interval '61 seconds' where import_id = $1",
      [importId],
    );
    expect(await progressOf(world.ada, workspace, importId)).toMatchObject({
      status: 404,
      body: { detail: ParticipantMessages.importNotFound },
    });
    // the next import clears it away
    expect((await upload(workspace, randomUUID())).status).toBe(200);
    const left = await world.runtime.platform.pool.query('select 1 from workspace_imports.csv_progress where import_id = $1', [importId]);
    expect(left.rowCount).toBe(0);
  });
});

describe('who may read the progress', () => {
  it("hides it from another team (404), refuses an unassigned colleague (403), and shows an assigned colleague nothing of another's import", async () => {
    const workspace = await freshWorkspace();
    const importId = randomUUID();
    expect((await upload(workspace, importId)).status).toBe(200);
    const probe = { method: 'GET', path: `/participants/workspace/${workspace}/by-csv/progress/${importId}` };
    await expectHidden(world.api, world.bea, [{ ...probe, hidden: WorkspaceMessages.notFound }]);
    await expectNotAssigned(world.api, world.alan, [{ ...probe, hidden: WorkspaceMessages.notFound }]);

    const alanId = (await world.api.call<{ id: string }>('GET', '/consultants/current', { token: world.alan })).body.id;
    await assignConsultant(world.api, world.ada, alanId, workspace);
    expect(await progressOf(world.alan, workspace, importId)).toMatchObject({
      status: 404,
      body: { detail: ParticipantMessages.importNotFound },
    });
    expect(await progressOf(world.ada, workspace, importId)).toMatchObject({ status: 200, body: { stage: 'done' } });
  });

  it('answers 401 to nobody signed in', async () => {
    const workspace = await freshWorkspace();
    expect((await world.api.call('GET', `/participants/workspace/${workspace}/by-csv/progress/${randomUUID()}`)).status).toBe(401);
  });
});
