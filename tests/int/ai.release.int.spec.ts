import { AiMessages, type AiGroup, type AiWorkerCreated, type GeneratedPeriod } from '@canopy/contracts/analytics/ai';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerAs, downloadWorkbook, openAnswerPackage, rowsOf, settledRun } from '../support/ai.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The attack of issue 39 on the AI analysis, through the HTTP API: the AI Report for the group Ten and for the group
// Ten and one (the same ten people and one more) gave two analyses whose sentiment counts differed by that person's
// comment. 21 people comment in English; the open-answer minimum is 10 (the default). Ten: people 0-9; Ten and one:
// 0-10; Rest: 11-20. By hand (ADR 0130): everyone (21) is admitted, then the larger groups first: Ten and one (11)
// leaves 10 apart, a union of two atoms of 11 and 10; Rest is the atom of 10; Ten would split the atom of 11 into
// 10 and 1, so it is refused. All participants holds 21 comments, Ten and one 11, Rest 10.

const world = withTwoTeams();
let workspace: Workspace;
let pkg: Package;
let assessment: Assessment;
let linkId: string;
let people: { id: string }[];
const groups = { ten: '', tenAndOne: '', rest: '' };
const comment = (n: number) =>
  n === 10 ? 'My manager shouts at me and I hate coming to work' : `The team is friendly and the projects are great, week ${n}`;

const ai = (path: string) => `/ai/workspaces/${workspace.id}${path}`;
const generate = async () => {
  const answer = await world.api.call<AiWorkerCreated>('POST', ai('/workers'), {
    token: world.ada,
    json: { workspace_id: workspace.id, package_id: pkg.id, package_link: linkId },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const rows = await settledRun(world.api, world.ada, workspace.id, answer.body.run_id);
  expect(rows[0]!.status).toBe('done');
  const periods = await world.api.call<GeneratedPeriod[]>('GET', ai(`/generated/packages/${pkg.id}/assessments/${assessment.id}/periods`), {
    token: world.ada,
  });
  return periods.body.find((period) => period.run_id === answer.body.run_id)!;
};
/** the lines under each chosen group's title on the named-answers sheet */
const reportFor = async (period: GeneratedPeriod, groupIds: string[]) => {
  const { workbook } = await downloadWorkbook(`${world.runtime.url}/api/v1${ai('/report')}`, world.ada, {
    workspace_id: workspace.id,
    package_id: pkg.id,
    package_link: period.package_link,
    assessment_id: assessment.id,
    period_start: period.period_start,
    period_end: period.period_end,
    is_forever: period.is_forever,
    is_all_participants: false,
    groups_id: groupIds,
  });
  return rowsOf(workbook.worksheets[0]!).map((row) => row.join(' | '));
};
const lineAfter = (lines: readonly string[], title: string) => lines[lines.indexOf(title) + 1];
/** the comments and sentiment counts an analysis shows, or null when the group is refused */
const figures = (lines: readonly string[], title: string) => {
  const at = lines.indexOf(title);
  const count = /^English: (\d+) comments$/.exec(lines[at + 1] ?? '');
  if (!count) return null;
  const sentiment = lines.slice(at).find((line) => line.startsWith('Comments | '))!;
  return { comments: Number(count[1]), sentiment: sentiment.split(' | ').slice(1).map(Number) };
};

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Ten and One Co');
  people = (
    await addParticipants(
      world.api,
      world.ada,
      Array.from({ length: 21 }, (_, n) => participantRow(workspace.id, n)),
    )
  ).participants;
  groups.ten = (await createGroup(world.api, world.ada, workspace.id, 'Ten')).id;
  groups.tenAndOne = (await createGroup(world.api, world.ada, workspace.id, 'Ten and one')).id;
  groups.rest = (await createGroup(world.api, world.ada, workspace.id, 'Rest')).id;
  for (const [n, person] of people.entries()) {
    if (n < 10) expect((await moveToGroup(world.api, world.ada, person.id, groups.ten)).status).toBe(200);
    if (n <= 10) expect((await moveToGroup(world.api, world.ada, person.id, groups.tenAndOne)).status).toBe(200);
    if (n > 10) expect((await moveToGroup(world.api, world.ada, person.id, groups.rest)).status).toBe(200);
  }
  ({ pkg, assessment, linkId } = await openAnswerPackage(world.api, world.ada, workspace.id, 'Pulse'));
  for (const [n, person] of people.entries())
    await answerAs(
      world.api,
      { pkg, assessment, linkId },
      { id: person.id, email: `person${n}@example.com` },
      { text: comment(n), anonymous: `Nothing more, day ${n}`, language: 'en_US' },
    );
});

describe('the AI analysis under the release rule', () => {
  it('refuses Ten beside Ten and one: no two reports whose counts differ by one comment', async () => {
    const period = await generate();
    const ten = await reportFor(period, [groups.ten]);
    const tenAndOne = await reportFor(period, [groups.tenAndOne]);
    expect(lineAfter(ten, 'Ten')).toBe(AiMessages.groupApart(10));
    expect(lineAfter(tenAndOne, 'Ten and one')).toBe('English: 11 comments');
    // the attack's own test: either one of the two is refused or both show the same analysis
    const [one, other] = [figures(ten, 'Ten'), figures(tenAndOne, 'Ten and one')];
    if (one && other) expect(one).toEqual(other);
    else expect([one, other].filter((figure) => figure === null)).toHaveLength(1);
    // the rest of the workspace is its own population of 10, and all participants count every comment
    const both = await reportFor(period, [groups.rest, groups.ten, groups.tenAndOne]);
    expect(lineAfter(both, 'Rest')).toBe('English: 10 comments');
    expect(figures(both, 'Ten and one')!.comments + figures(both, 'Rest')!.comments).toBe(21);
    const offered = await world.api.call<AiGroup[]>('POST', ai('/generated/groups'), {
      token: world.ada,
      json: { link: linkId, start_period: period.period_start, end_period: period.period_end, is_all: false },
    });
    expect(offered.body.map((group) => group.name).sort()).toEqual(['Rest', 'Ten and one']);
    const stored = await world.runtime.platform.pool.query<{ group_id: string; comments: number }>(
      `select group_id, (result->>'comments')::int as comments from analytics_ai.results r join analytics_ai.runs u using (run_id)
        where u.workspace_id = $1 and r.question_id = $2 and r.run_id = $3 order by comments desc, group_id`,
      [workspace.id, assessment.questions[0]!.id, period.run_id],
    );
    // nothing of Ten is stored, so no later read can hand it out
    expect(stored.rows).toEqual(
      expect.arrayContaining([
        { group_id: '', comments: 21 },
        { group_id: groups.tenAndOne, comments: 11 },
        { group_id: groups.rest, comments: 10 },
      ]),
    );
    expect(stored.rows).toHaveLength(3);
  });

  it('cuts by the groups at the answer: a roster change after it moves no comment', async () => {
    // person 10 leaves Ten and one and joins Ten after answering: today's groups would make Ten and one the ten
    expect((await moveToGroup(world.api, world.ada, people[10]!.id, groups.tenAndOne, false)).status).toBe(200);
    expect((await moveToGroup(world.api, world.ada, people[10]!.id, groups.ten)).status).toBe(200);
    const period = await generate();
    const lines = await reportFor(period, [groups.ten, groups.tenAndOne]);
    expect(lineAfter(lines, 'Ten and one')).toBe('English: 11 comments');
    expect(lineAfter(lines, 'Ten')).toBe(AiMessages.groupApart(10));
  });
});
