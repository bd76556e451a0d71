import { ExportsPaths } from '@canopy/contracts/analytics/exports';
import type { ParticipantDetails } from '@canopy/contracts/analytics/collaboration';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { IdentifyResponse, PackagePreferences } from '@canopy/contracts/survey/respondent';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { download, sheetsOf } from '../support/exports.ts';
import { addToPackage, createAssessment, createCategory } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Confidential and attributed packages (ADR 0085), answered through the public link as the respondent page does.
// One assessment, 'Team pulse' (q1 five-point, q2 reversed five-point, q3 ten-point), in two packages of one workspace:
// 'Named' (attributed) and 'Kept' (confidential, the default). People p0-p5; group G holds p0-p2.
// In Named, p0-p4 answer q1 at position n % 5 + 1, q2 at position 2 (scored 4), q3 at n + 5.
// In Kept, p0-p5 answer 1, 5 (scored 1) and 1.

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;
let named: Package;
let kept: Package;
const links: Record<'named' | 'kept', string> = { named: '', kept: '' };
const people: { id: string; email: string }[] = [];
let group = '';

const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !done(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
};
const createPackage = async (name: string, json: Record<string, unknown> = {}) => {
  const answer = await world.api.call<Package>('POST', '/packages', {
    token: world.ada,
    json: { name, workspace_id: workspace.id, ...json },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};
const generateLink = async (packageId: string) =>
  (await world.api.call<{ package_link: string }>('POST', `/packages/${packageId}/link`, { token: world.ada, json: { is_forever: true } }))
    .body.package_link;
const answerThrough = async (link: string, pkg: Package, n: number, positions: [number, number, number]) => {
  const person = people[n]!;
  const identified = await world.api.call<IdentifyResponse>('POST', '/participants/identify', {
    json: { link, participant_id: person.id, email: person.email },
  });
  expect(identified.status, JSON.stringify(identified.body)).toBe(200);
  const q = (index: number) => assessment.questions[index]!.id;
  const answer = await world.api.call('POST', '/answers', {
    json: {
      token: identified.body.token,
      link,
      participant_id: person.id,
      package_id: pkg.id,
      assessment_id: assessment.id,
      answers: [
        { question_id: q(0), answer_type: 'one_to_five', answer_value: positions[0] },
        { question_id: q(1), answer_type: 'one_to_five_reversed', answer_value: positions[1] },
        { question_id: q(2), answer_type: 'one_to_ten', answer_value: positions[2] },
      ],
      collaboration: [],
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
const details = async (n: number, filters: Record<string, unknown> = {}) => {
  const answer = await world.api.call<ParticipantDetails>('POST', '/collaborations/participant-details', {
    token: world.ada,
    json: { participant_id: people[n]!.id, ...filters },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const unmasked = (pkg: Package, link: string) =>
  download(`${world.runtime.url}/api/v1${ExportsPaths.rawData(workspace.id, assessment.id, pkg.id)}`, world.ada, {
    links: [link],
    is_private_data_hidden: false,
    is_all_origin_sources: true,
  });

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Attribution Co');
  const rows = Array.from({ length: 6 }, (_, n) => participantRow(workspace.id, n));
  const added = (await addParticipants(world.api, world.ada, rows)).participants;
  people.push(...added.map((person, n) => ({ id: person.id, email: rows[n]!.email! })));
  group = (await createGroup(world.api, world.ada, workspace.id, 'G')).id;
  for (const n of [0, 1, 2]) expect((await moveToGroup(world.api, world.ada, people[n]!.id, group)).status).toBe(200);
  const category = await createCategory(world.api, world.ada, 'Attribution');
  assessment = await createAssessment(world.api, world.ada, category.id, 'Team pulse', [
    { body: 'I feel heard', answer_type: 'one_to_five' },
    { body: 'I often think about leaving', answer_type: 'one_to_five_reversed' },
    { body: 'How likely are you to recommend us?', answer_type: 'one_to_ten' },
  ]);
  named = await createPackage('Named', { is_attributed: true });
  kept = await createPackage('Kept');
  for (const pkg of [named, kept]) await addToPackage(world.api, world.ada, assessment.id, pkg.id);
  links.named = await generateLink(named.id);
  links.kept = await generateLink(kept.id);
  for (const n of [0, 1, 2, 3, 4]) await answerThrough(links.named, named, n, [(n % 5) + 1, 2, n + 5]);
  for (const n of [0, 1, 2, 3, 4, 5]) await answerThrough(links.kept, kept, n, [1, 5, 1]);
  // every submission projected: the named package's five show in p4's details, the kept one's six in the raw data
  await eventually(
    () => details(4),
    (data) => data.length === 1,
  );
  await eventually(
    async () => (await sheetsOf((await unmasked(kept, links.kept)).bytes))[1]?.rows.length ?? 0,
    (count) => count === 7,
  );
}, 120_000);

describe('a package is confidential by default and attributed by choice', () => {
  it('is created confidential unless asked, and its link tells the respondent page which', async () => {
    expect(kept.is_attributed).toBe(false);
    expect(named.is_attributed).toBe(true);
    for (const [link, expected] of [
      [links.named, true],
      [links.kept, false],
    ] as const) {
      const answer = await world.api.call<PackagePreferences>('GET', `/respondent/preferences/${link}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.is_attributed).toBe(expected);
    }
  });

  it('cannot change once its link is made, whatever else changes', async () => {
    const locked = 'This package already has a link: whether its answers are seen with names can no longer be changed';
    const flip = await world.api.call('PUT', `/packages/${kept.id}`, { token: world.ada, json: { name: 'Kept', is_attributed: true } });
    expect(flip).toMatchObject({ status: 409, body: { detail: locked } });
    const back = await world.api.call('PUT', `/packages/${named.id}`, { token: world.ada, json: { name: 'Named', is_attributed: false } });
    expect(back).toMatchObject({ status: 409, body: { detail: locked } });
    // an edit that does not name the choice keeps it
    const renamed = await world.api.call<Package>('PUT', `/packages/${named.id}`, { token: world.ada, json: { name: 'Named pulse' } });
    expect(renamed.status).toBe(200);
    const stored = (id: string) => world.api.call<Package>('GET', `/packages/${id}`, { token: world.ada }).then((answer) => answer.body);
    expect(
      await eventually(
        () => stored(named.id),
        (pkg) => pkg.name === 'Named pulse',
      ),
    ).toMatchObject({ is_attributed: true });
    expect((await stored(kept.id)).is_attributed).toBe(false);
    // before a link, the choice is free
    const fresh = await createPackage('Fresh');
    const chosen = await world.api.call('PUT', `/packages/${fresh.id}`, { token: world.ada, json: { name: 'Fresh', is_attributed: true } });
    expect(chosen.status).toBe(200);
    expect(
      (
        await eventually(
          () => stored(fresh.id),
          (pkg) => pkg.is_attributed,
        )
      ).is_attributed,
    ).toBe(true);
  });
});

describe('participant details', () => {
  it("show a person's scores from the attributed package only, equal to hand-computed values", async () => {
    // each answer as a share of its scale, as the charts put five- and ten-point questions together:
    // p0: q1 position 1 -> 0; q2 position 2 reversed -> score 4 -> 75; q3 5 of 10 -> 4 / 9 = 44.44; mean 39.8
    // p1: q1 2 -> 25; q2 -> 75; q3 6 -> 5 / 9 = 55.56; mean 51.9. The kept package's answers (0, 0, 0) never enter.
    for (const [n, expected] of [
      [0, 39.8],
      [1, 51.9],
    ] as const) {
      expect(await details(n)).toEqual([
        {
          assessment_id: assessment.id,
          assessment_name: 'Team pulse',
          average_score: expected,
          last_score: expected,
          answer_type: assessment.answer_type,
        },
      ]);
    }
  });

  it('show no individual score for answers given in a confidential package, whatever the minimum group size', async () => {
    // p5 answered only the kept package
    expect(await details(5)).toEqual([]);
  });

  it('honour the period and group filters', async () => {
    const longAgo = { is_all_time: false, start_date: '2020-01-01', end_date: '2020-01-31' };
    expect(await details(0, { period_of_answer_date: longAgo })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const thisWeek = { is_all_time: false, start_date: '2020-01-01', end_date: today };
    expect((await details(0, { period_of_answer_date: thisWeek }))[0]?.average_score).toBe(39.8);
    const inG = { is_all_participants: false, groups_ids: [group] };
    expect((await details(0, inG))[0]?.average_score).toBe(39.8);
    expect(await details(3, inG)).toEqual([]);
  });
});

describe('the unmasked raw data file', () => {
  it("names who answered a confidential package without any answer, and an attributed package's answers with names", async () => {
    // the About sheet comes first (ADR 0127); a confidential package's data sheet is who answered
    const [about, confidential] = await sheetsOf((await unmasked(kept, links.kept)).bytes);
    expect(confidential!.name).toBe('Respondents');
    expect(about!.rows.find((row) => row[0] === 'Answers')?.[1]).toMatch(/^Answers are not attributed in this package/);
    const [header, ...rows] = confidential!.rows;
    expect(header).not.toContain('I feel heard');
    expect(header).not.toContain('I often think about leaving (scored)');
    expect(rows).toHaveLength(6);
    // no cell holds an answer: every value is a name, contact, date, cycle or group
    const emails = new Set(people.map((person) => person.email));
    expect(rows.every((row) => emails.has(String(row[2])))).toBe(true);
    expect(rows.flat().some((cell) => typeof cell === 'number')).toBe(false);

    const [, attributed] = await sheetsOf((await unmasked(named, links.named)).bytes);
    const [namedHeader, ...namedRows] = attributed!.rows;
    const column = namedHeader!.indexOf('I often think about leaving (scored)');
    expect(column).toBeGreaterThan(0);
    expect(namedRows.map((row) => row[column])).toEqual([4, 4, 4, 4, 4]);
  });
});
