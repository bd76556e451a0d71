import { ExportsPaths } from '@canopy/contracts/analytics/exports';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import { describe, expect, it } from 'vitest';
import type { IdentifyResponse } from '@canopy/contracts/survey/respondent';
import { download, sheetsOf } from '../support/exports.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { form } from '../support/identity.ts';
import { createAssessedPackage } from '../support/library.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The workspace's time zone (ADR 0118): a setting of PUT workspaces/{id}, New York until chosen, refused with a detail
// when Intl does not know it, and the zone the workspace's files name their days in.

const world = withTwoTeams();

const put = (token: string, id: string, fields: Record<string, string>) =>
  world.api.call<Workspace>('PUT', `/workspaces/${id}`, { token, form: form(fields) });
const get = (id: string) => world.api.call<Workspace>('GET', `/workspaces/${id}`, { token: world.ada });
/** the day of an instant in a zone, read independently of the app's date module: Canada's locale writes YYYY-MM-DD */
const dayIn = (instant: string, timeZone: string) => new Date(instant).toLocaleDateString('en-CA', { timeZone });

describe("a workspace's time zone", () => {
  it('is America/New_York until chosen, is kept once chosen, and a change of another setting leaves it', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Zone Co');
    expect(workspace.time_zone).toBe('America/New_York');
    const london = await put(world.ada, workspace.id, { time_zone: 'Europe/London' });
    expect(london.status).toBe(200);
    expect(london.body.time_zone).toBe('Europe/London');
    expect((await put(world.ada, workspace.id, { name: 'Zone Company' })).body).toMatchObject({
      name: 'Zone Company',
      time_zone: 'Europe/London',
    });
    expect((await get(workspace.id)).body.time_zone).toBe('Europe/London');
    const list = await world.api.call<Workspace[]>('GET', `/workspaces/by-team/${world.teamA.teamId}`, { token: world.ada });
    expect(list.body.find((item) => item.id === workspace.id)?.time_zone).toBe('Europe/London');
  });

  it.each([['Mars/Olympus'], ['New York'], [''], ['Europe/London ']])(
    'refuses %j with a detail and keeps the stored zone',
    async (zone) => {
      const workspace = await createWorkspace(world.api, world.ada, 'Kept Zone');
      expect((await put(world.ada, workspace.id, { time_zone: 'Asia/Tokyo' })).status).toBe(200);
      const answer = await put(world.ada, workspace.id, { time_zone: zone });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ detail: `body/time_zone: ${WorkspaceMessages.timeZoneInvalid}` });
      expect((await get(workspace.id)).body.time_zone).toBe('Asia/Tokyo');
    },
  );

  it('cannot be changed from another team (404) or by a colleague not assigned (403)', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Guarded Zone');
    expect(await put(world.bea, workspace.id, { time_zone: 'Europe/London' })).toMatchObject({
      status: 404,
      body: { detail: WorkspaceMessages.notFound },
    });
    expect(await put(world.alan, workspace.id, { time_zone: 'Europe/London' })).toMatchObject({
      status: 403,
      body: { detail: WorkspaceMessages.notAssigned },
    });
    expect((await get(workspace.id)).body.time_zone).toBe('America/New_York');
  });

  it("names the group report and fills the raw data's cycle by the cycle's days in the workspace's zone", async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Far Co');
    // five answer: the minimum group size, so that the report holds figures
    const rows = Array.from({ length: 5 }, (_, n) => participantRow(workspace.id, n));
    const people = (await addParticipants(world.api, world.ada, rows)).participants;
    const { pkg, assessment } = await createAssessedPackage(
      world.api,
      world.ada,
      workspace.id,
      { category: 'Far', assessment: 'Far', package: 'Far' },
      [{ body: 'I enjoy my work', answer_type: 'one_to_five' }],
    );
    const made = await world.api.call<{ package_link: string; link_created_at: string }>('POST', `/packages/${pkg.id}/link`, {
      token: world.ada,
      json: { is_forever: true },
    });
    expect(made.status).toBe(200);
    const link = made.body.package_link;
    for (const [n, person] of people.entries()) {
      const identified = await world.api.call<IdentifyResponse>('POST', '/participants/identify', {
        json: { link, participant_id: person.id, email: rows[n]!.email },
      });
      expect(identified.status, JSON.stringify(identified.body)).toBe(200);
      const answered = await world.api.call('POST', '/answers', {
        json: {
          token: identified.body.token,
          link,
          participant_id: person.id,
          package_id: pkg.id,
          assessment_id: assessment.id,
          answers: [{ question_id: assessment.questions[0]!.id, answer_type: 'one_to_five', answer_value: 4 }],
          collaboration: [],
        },
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    }
    const fetchReport = () =>
      download(`${world.runtime.url}/api/v1${ExportsPaths.groupReport(workspace.id, pkg.id)}`, world.ada, {
        link,
        is_all_groups: true,
      });
    const rawData = () =>
      download(`${world.runtime.url}/api/v1${ExportsPaths.rawData(workspace.id, assessment.id, pkg.id)}`, world.ada, { links: [link] });
    // the package's cycles are read from a read model: the new link may take a moment to reach it
    const report = async () => {
      let file = await fetchReport();
      for (let attempt = 0; attempt < 100 && file.status !== 200; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        file = await fetchReport();
      }
      return file;
    };
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: at any moment their days differ
    const days: string[] = [];
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect((await put(world.ada, workspace.id, { time_zone: zone })).status).toBe(200);
      const file = await report();
      expect(file.status, file.detail ?? '').toBe(200);
      const day = dayIn(made.body.link_created_at, zone);
      expect(file.fileName).toBe(`Group_report_Far Co_Far_${day}-current.xlsx`);
      const raw = await rawData();
      expect(raw.status, raw.detail ?? '').toBe(200);
      const [header, first] = (await sheetsOf(raw.bytes)).find((sheet) => sheet.name !== 'About')!.rows;
      expect(first![header!.indexOf('Cycle')]).toBe(`${day} to current`);
      days.push(day);
    }
    expect(days[0]).not.toBe(days[1]);
  });
});
