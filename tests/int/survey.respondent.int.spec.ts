import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type {
  AnswerSubmitted,
  IdentifyResponse,
  PackagePreferences,
  ParticipantByLink,
  RespondentAssessments,
} from '@canopy/contracts/survey/respondent';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { rebuildProjection } from '@canopy/platform/projections/rebuild';
import { surveyProjections } from '@canopy/projections/survey/index';
import { createParticipationReader } from '@canopy/projections/survey/participation/read';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPersonalLinks } from '@canopy/survey';
import { fixedClock } from '@canopy/platform/time/clock';
import { createAssessment, createCategory } from '../support/library.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The public respondent API: a link opens its package's welcome, the names to pick from, identification by a
// credential, the assessment list and one submission per assessment and cycle. No session anywhere here.

// the services' clock, at the real time when each test starts; a test moves it to see a link expire
const clock = fixedClock();
const world = withTwoTeams({ clock });
const DAY = 86_400_000;
let workspace: Workspace;
let otherWorkspace: Workspace;
let pkg: Package;
let pulse: Assessment;
let network: Assessment;
let linkId: string;
const people: Record<'ann' | 'bob' | 'cyd' | 'outsider', string> = { ann: '', bob: '', cyd: '', outsider: '' };

const publicCall = <T = unknown>(method: string, path: string, json?: unknown) => world.api.call<T>(method, path, { json });
const identify = (json: Record<string, unknown>) =>
  publicCall<IdentifyResponse>('POST', '/participants/identify', { link: linkId, ...json });
const tokenOf = async (participantId: string, email: string) => {
  const answer = await identify({ participant_id: participantId, email });
  if (answer.status !== 200) throw new Error(`identify failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
};
const pulseAnswers = (text = 'Fine', anonymous = 'The canteen is cold') => [
  { question_id: pulse.questions[0]!.id, answer_type: 'one_to_five', answer_value: 4 },
  { question_id: pulse.questions[1]!.id, answer_type: 'text', answer_body: text },
  { question_id: pulse.questions[2]!.id, answer_type: 'text_anonymous', answer_body: anonymous },
];
const submission = (token: string, participantId: string, change: Record<string, unknown> = {}) => ({
  token,
  finger_print: 'fp',
  browser_id: 'b1',
  link: linkId,
  participant_id: participantId,
  package_id: pkg.id,
  assessment_id: pulse.id,
  answers: pulseAnswers(),
  collaboration: [],
  ...change,
});

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Respondents');
  otherWorkspace = await createWorkspace(world.api, world.ada, 'Elsewhere');
  const category = await createCategory(world.api, world.ada, 'Respondent');
  pulse = await createAssessment(world.api, world.ada, category.id, 'Pulse', [
    { body: 'I enjoy my work', answer_type: 'one_to_five' },
    { body: 'What would you change?', answer_type: 'text' },
    { body: 'Tell us anything', answer_type: 'text_anonymous' },
  ]);
  network = await createAssessment(world.api, world.ada, category.id, 'Network', [
    { body: 'Who do you work with?', answer_type: 'select_collaborations' },
  ]);
  pkg = (
    await world.api.call<Package>('POST', '/packages', {
      token: world.ada,
      json: { name: 'Respond', workspace_id: workspace.id, logo_team: true },
    })
  ).body;
  for (const assessment of [pulse, network]) {
    await world.api.call('POST', `/assessments/${assessment.id}/to-package/${pkg.id}`, { token: world.ada, json: { relation: true } });
  }
  const { participants } = await addParticipants(world.api, world.ada, [
    participantRow(workspace.id, 1, { first_name: 'Ann', last_name: 'Archer', email: 'ann.archer@example.com', job: 'Nurse' }),
    participantRow(workspace.id, 2, {
      first_name: 'Bob',
      last_name: 'Baker',
      email: '',
      phone_code: '+44',
      phone: '7911123456',
      job: 'Porter',
    }),
    participantRow(workspace.id, 3, { first_name: 'Cyd', last_name: 'Cole', email: '', payroll_id: 'PAY-0003' }),
  ]);
  [people.ann, people.bob, people.cyd] = participants.map((participant) => participant.id) as [string, string, string];
  people.outsider = (
    await addParticipants(world.api, world.ada, [participantRow(otherWorkspace.id, 9, { first_name: 'Oscar', last_name: 'Outside' })])
  ).participants[0]!.id;
  linkId = (await world.api.call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, { token: world.ada, json: { is_forever: true } }))
    .body.package_link;
});
beforeEach(() => {
  clock.set(new Date());
});

/**
 * A new cycle for a test that submits: the link removed (ending its cycle) and made again. A participant submits
 * once per cycle, so a retry in the failed try's cycle would be answered 'already submitted'.
 */
const freshCycle = async () => {
  expect((await world.api.call('PUT', `/packages/${pkg.id}/link`, { token: world.ada })).status).toBe(200);
  linkId = (await world.api.call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, { token: world.ada, json: { is_forever: true } }))
    .body.package_link;
};

describe('a package link, publicly', () => {
  it('opens the welcome: team flag, workspace classification, languages and texts, no personal data', async () => {
    const answer = await publicCall<PackagePreferences>('GET', `/respondent/preferences/${linkId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      package_id: pkg.id,
      workspace: { name: 'Respondents', group_classification: 'none', is_active_group_classification: false },
      languages_tags: ['en_US'],
      personal_data: null,
    });
    expect(answer.body.data.team).not.toBeNull();
  });

  it('lists names only, searched from 2 characters, never an e-mail, phone or payroll id', async () => {
    const all = await publicCall<ParticipantByLink[]>('GET', `/participants-all-by-link/${linkId}/package_link`);
    expect(all.status).toBe(200);
    expect(all.body.map((row) => row.first_name)).toEqual(['Ann', 'Bob', 'Cyd']);
    expect(all.body[0]).toMatchObject({ all_count: 3, has_email: true, has_phone: false });
    expect(all.body[1]).toMatchObject({ has_email: false, has_phone: true });
    const text = JSON.stringify(all.body);
    for (const secret of ['ann.archer', '7911123456', 'PAY-0003', 'Oscar']) expect(text).not.toContain(secret);
    expect(Object.keys(all.body[0]!).sort()).toEqual(
      [
        'add_source',
        'all_count',
        'first_name',
        'group_classification',
        'groups',
        'has_email',
        'has_payroll_id',
        'has_phone',
        'hiring_date',
        'id',
        'identifier',
        'last_name',
      ].sort(),
    );
    expect((await publicCall<ParticipantByLink[]>('GET', `/participants-all-by-link/${linkId}/package_link?search=b`)).body).toHaveLength(
      3,
    );
    expect(
      (await publicCall<ParticipantByLink[]>('GET', `/participants-all-by-link/${linkId}/package_link?search=ba`)).body.map(
        (row) => row.first_name,
      ),
    ).toEqual(['Bob']);
  });

  it('identifies by e-mail (trimmed, any case), by phone (dial code, leading zero dropped) and by payroll id', async () => {
    const byEmail = await identify({ participant_id: people.ann, email: '  Ann.Archer@Example.COM ' });
    expect(byEmail).toMatchObject({
      status: 200,
      body: { participant: { id: people.ann, first_name: 'Ann', last_name: 'Archer' }, package: { id: pkg.id } },
    });
    expect(byEmail.body.package.assessments.map((item) => item.id).sort()).toEqual([pulse.id, network.id].sort());
    expect(byEmail.body.token).toMatch(/^[A-Za-z0-9_-]{22}\.[^.]+\.[A-Za-z0-9_-]{22}$/);
    expect((await identify({ participant_id: people.bob, phone_code: '+44', phone: '07911 123456' })).body.participant?.id).toBe(
      people.bob,
    );
    expect((await identify({ first_name: 'cyd', last_name: 'COLE', payroll_id: 'pay-0003' })).body.participant?.id).toBe(people.cyd);
  });

  it("refuses identification with the spec's failures", async () => {
    expect(await identify({ participant_id: people.ann, email: 'someone.else@example.com' })).toMatchObject({
      status: 404,
      body: { detail: 'No participant' },
    });
    expect(await identify({ participant_id: people.bob, email: 'ann.archer@example.com' })).toMatchObject({
      status: 404,
      body: { detail: 'No participant' },
    });
    expect(await identify({ participant_id: people.outsider, email: 'person9@example.com' })).toMatchObject({
      status: 404,
      body: { detail: 'No participant' },
    });
    expect(await identify({ participant_id: people.ann })).toMatchObject({
      status: 400,
      body: { detail: 'Enter your e-mail, phone or payroll id' },
    });
    expect(await identify({ link: 'A'.repeat(22), participant_id: people.ann, email: 'ann.archer@example.com' })).toMatchObject({
      status: 404,
    });
  });

  it('takes one submission per participant, assessment and cycle: a repeat changes nothing and answers the same', async () => {
    await freshCycle();
    const token = await tokenOf(people.ann, 'ann.archer@example.com');
    const first = await publicCall<AnswerSubmitted>('POST', '/answers', submission(token, people.ann));
    expect(first).toMatchObject({ status: 200, body: { assessment_id: pulse.id, remaining: 1, already_submitted: false } });
    const [again, twice] = await Promise.all([
      publicCall<AnswerSubmitted>(
        'POST',
        '/answers',
        submission(token, people.ann, { answers: pulseAnswers('Changed my mind', 'Another secret') }),
      ),
      publicCall<AnswerSubmitted>('POST', '/answers', submission(token, people.ann)),
    ]);
    for (const repeat of [again, twice]) {
      expect(repeat).toMatchObject({
        status: 200,
        body: { assessment_id: pulse.id, submitted_at: first.body.submitted_at, cycle_id: first.body.cycle_id, already_submitted: true },
      });
    }
    const pool = world.runtime.platform.pool;
    const stream = `response-${pkg.id}-${people.ann}-${first.body.cycle_id}`;
    const { events } = await world.runtime.platform.log.readStream(stream);
    // the first submission's one append (its anonymous text an event of its own, ADR 0148); the repeats added nothing
    expect(events.map((event) => event.type)).toEqual(['AssessmentResponseSubmitted', 'AnonymousTextAnswered']);
    expect(events[0]!.data).toMatchObject({
      participant_id: people.ann,
      assessment_version: pulse.version,
      texts: { [pulse.questions[1]!.id]: 'Fine' },
    });
    const stored = (await pool.query<{ data: string }>('select data::text as data from eventstore.events where stream_id = $1', [stream]))
      .rows[0]!.data;
    expect(stored).not.toContain('Fine');
    const list = await publicCall<RespondentAssessments>('GET', `/respondent/assessments/${token}`);
    expect(list.body).toMatchObject({
      remaining: 1,
      assessments: [
        { id: network.id, is_answered: false },
        { id: pulse.id, is_answered: true },
      ],
    });
    const participation = createParticipationReader(pool);
    await expect
      .poll(async () => (await participation.participationOf(pkg.id, first.body.cycle_id, [pulse.id, network.id])).answered.get(people.ann))
      .toBe(1);
    expect((await participation.participationOf(pkg.id, first.body.cycle_id, [pulse.id, network.id])).finished).toEqual([]);
    await expect
      .poll(async () => (await world.api.call<Assessment>('GET', `/assessments/${pulse.id}`, { token: world.ada })).body.been_answered)
      .toBe(true);
  });

  it('keeps anonymous text apart: no event, row or answer pairs it with a participant', async () => {
    const token = await tokenOf(people.cyd, 'x').catch(
      async () => (await identify({ participant_id: people.cyd, payroll_id: 'PAY-0003' })).body.token,
    );
    const secret = 'Only the wind knows this';
    const answer = await publicCall<AnswerSubmitted>(
      'POST',
      '/answers',
      submission(token, people.cyd, { answers: pulseAnswers('Named text', secret) }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain(secret);
    const pool = world.runtime.platform.pool;
    // one append on the respondent's stream (ADR 0148): the text is an event of its own there, its data naming no one
    const events = (
      await pool.query<{ event_id: string; stream_id: string; type: string; data: string }>(
        "select event_id::text, stream_id, type, data::text as data from eventstore.events where data::text like '%' || $1 || '%'",
        [secret],
      )
    ).rows;
    expect(events).toHaveLength(1);
    expect(events[0]!).toMatchObject({
      stream_id: `response-${pkg.id}-${people.cyd}-${answer.body.cycle_id}`,
      type: 'AnonymousTextAnswered',
    });
    for (const id of [people.cyd, token, linkId]) expect(events[0]!.data).not.toContain(id);
    // the read models that hold it key it by its own random id: not the event's (time-ordered, next to the submission's)
    const { event_id: eventId } = events[0]!;
    for (const table of ['analytics_exports.anonymous_texts', 'analytics_ai.comments']) {
      await expect
        .poll(async () => (await pool.query(`select 1 from ${table} t where t::text like '%' || $1 || '%'`, [secret])).rowCount)
        .toBe(1);
      const rows = (
        await pool.query<{ row: string }>(`select t::text as row from ${table} t where t::text like '%' || $1 || '%'`, [secret])
      ).rows;
      for (const id of [people.cyd, eventId, linkId, `response-${pkg.id}`]) expect(rows[0]!.row, table).not.toContain(id);
    }
    const schemas = (
      await pool.query<{ schema_name: string }>("select schema_name from information_schema.schemata where schema_name like 'survey%'")
    ).rows;
    for (const { schema_name } of schemas) {
      const tables = await pool.query<{ table_name: string }>('select table_name from information_schema.tables where table_schema = $1', [
        schema_name,
      ]);
      for (const { table_name } of tables.rows) {
        const rows = (await pool.query(`select t::text as row from "${schema_name}"."${table_name}" t`)).rows.map(
          (row) => row.row as string,
        );
        for (const row of rows) expect(row.includes(secret) && row.includes(people.cyd), `${schema_name}.${table_name}`).toBe(false);
      }
    }
    const list = await publicCall('GET', `/respondent/assessments/${token}`);
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('refuses collaborators outside the workspace, oneself, long text, unknown questions and a foreign assessment', async () => {
    await freshCycle();
    const token = (await identify({ participant_id: people.bob, phone_code: '44', phone: '7911123456' })).body.token;
    const collaboration = (ids: string[]) =>
      publicCall(
        'POST',
        '/answers',
        submission(token, people.bob, {
          assessment_id: network.id,
          answers: [],
          collaboration: ids.map((collaborator_id) => ({ collaborator_id })),
        }),
      );
    expect(await collaboration([people.ann, people.outsider])).toMatchObject({
      status: 400,
      body: { detail: 'A chosen collaborator is not in this workspace' },
    });
    expect(await collaboration([people.bob])).toMatchObject({
      status: 400,
      body: { detail: 'You cannot choose yourself as a collaborator' },
    });
    const long = await publicCall('POST', '/answers', submission(token, people.bob, { answers: pulseAnswers('x'.repeat(501)) }));
    expect(long.status).toBe(400);
    expect(
      await publicCall(
        'POST',
        '/answers',
        submission(token, people.bob, { answers: [{ question_id: 'nope', answer_type: 'one_to_five', answer_value: 3 }] }),
      ),
    ).toMatchObject({ status: 400, body: { detail: 'An answer names a question the assessment does not have' } });
    expect(
      await publicCall(
        'POST',
        '/answers',
        submission(token, people.bob, { answers: [{ question_id: pulse.questions[0]!.id, answer_type: 'one_to_five', answer_value: 7 }] }),
      ),
    ).toMatchObject({ status: 400, body: { detail: 'An answer is outside the scale of its question' } });
    expect(await publicCall('POST', '/answers', submission(token, people.ann))).toMatchObject({
      status: 400,
      body: { detail: 'These answers do not belong to this link' },
    });
    expect(await publicCall('POST', '/answers', submission(token, people.bob, { assessment_id: 'not-in-package' }))).toMatchObject({
      status: 400,
      body: { detail: 'No assessment' },
    });
    const accepted = await collaboration([people.ann, people.cyd]);
    expect(accepted).toMatchObject({ status: 200, body: { already_submitted: false } });
    // one response of Bob's in this try's cycle: none of the refused ones was stored (a failed try's cycle has its own)
    const { rows } = await world.runtime.platform.pool.query('select 1 from eventstore.events where stream_id = $1', [
      `response-${pkg.id}-${people.bob}-${(accepted.body as { cycle_id: string }).cycle_id}`,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('keeps each relation of a colleague chosen in two steps; ten in each step; refuses empty submissions', async () => {
    await freshCycle();
    const token = await tokenOf(people.ann, 'ann.archer@example.com');
    const send = (change: Record<string, unknown>) =>
      publicCall<{ detail?: string } & AnswerSubmitted>('POST', '/answers', submission(token, people.ann, change));
    expect(await send({ assessment_id: network.id, answers: [], collaboration: [] })).toMatchObject({
      status: 400,
      body: { detail: 'You have to choose at least one collaborator' },
    });
    expect(
      await send({
        assessment_id: network.id,
        answers: [],
        collaboration: [{ collaborator_id: people.bob, collaboration_type: 'friendly' }],
      }),
    ).toMatchObject({ status: 400, body: { detail: 'You have to choose at least one collaborator' } });
    const chosen = await send({
      assessment_id: network.id,
      answers: [],
      collaboration: [
        { collaborator_id: people.bob, collaboration_type: 'manager' },
        { collaborator_id: people.cyd, collaboration_type: 'default' },
        { collaborator_id: people.bob, collaboration_type: 'friendly' },
      ],
    });
    expect(chosen).toMatchObject({ status: 200, body: { already_submitted: false } });
    const { events } = await world.runtime.platform.log.readStream(`response-${pkg.id}-${people.ann}-${chosen.body.cycle_id}`);
    const networkEvent = events.find((event) => (event.data as { assessment_id: string }).assessment_id === network.id);
    expect((networkEvent!.data as { collaboration: unknown }).collaboration).toEqual([
      { collaborator_id: people.bob, collaboration_type: 'manager' },
      { collaborator_id: people.cyd, collaboration_type: 'default' },
      { collaborator_id: people.bob, collaboration_type: 'friendly' },
    ]);
  });

  it('refuses a survey sent without its answers, and records a passed text as a pass, never as a comment', async () => {
    await freshCycle();
    const token = (await identify({ participant_id: people.bob, phone_code: '+44', phone: '7911123456' })).body.token;
    expect(await publicCall('POST', '/answers', submission(token, people.bob, { answers: [] }))).toMatchObject({
      status: 400,
      body: { detail: 'Answer every question, or pass it' },
    });
    const pool = world.runtime.platform.pool;
    const anonymousBefore = (await pool.query("select 1 from eventstore.events where type = 'AnonymousTextAnswered'")).rowCount;
    const passed = await publicCall<AnswerSubmitted>(
      'POST',
      '/answers',
      submission(token, people.bob, { answers: pulseAnswers('Pass', 'Pass') }),
    );
    expect(passed.status).toBe(200);
    const { events } = await world.runtime.platform.log.readStream(`response-${pkg.id}-${people.bob}-${passed.body.cycle_id}`);
    const data = events.find((event) => (event.data as { assessment_id: string }).assessment_id === pulse.id)?.data as {
      answers: Array<{ question_id: string; passed: boolean }>;
      texts: unknown;
    };
    expect(data.answers.find((item) => item.question_id === pulse.questions[1]!.id)?.passed).toBe(true);
    expect(data.texts).toBeNull();
    expect((await pool.query("select 1 from eventstore.events where type = 'AnonymousTextAnswered'")).rowCount).toBe(anonymousBefore);
  });

  it('answers bad input on every public route with a 4xx {detail}', async () => {
    const token = await tokenOf(people.ann, 'ann.archer@example.com');
    const forged = `${token.slice(0, -3)}AAA`;
    const probes: Array<[string, string, unknown?]> = [
      ['GET', '/respondent/preferences/unknown-link'],
      ['GET', `/respondent/preferences/${'B'.repeat(22)}`],
      ['GET', `/respondent/preferences/${forged}`],
      ['GET', '/respondent/preferences/bad%00link'],
      ['GET', `/participants-all-by-link/${'B'.repeat(22)}/package_link`],
      ['GET', `/participants-all-by-link/${linkId}/other_link`],
      ['GET', `/participants-all-by-link/${linkId}/package_link?search=%00`],
      ['GET', `/respondent/assessments/${linkId}`],
      ['GET', `/respondent/assessments/${forged}`],
      ['GET', `/collaborations/without-collaboration/${forged}`],
      ['GET', `/collaborations/without-collaboration/${workspace.id}`],
      ['POST', '/participants/identify', { link: linkId, participant_id: people.ann, email: 'ann\u0000@example.com' }],
      ['POST', '/participants/identify', { link: 'x'.repeat(500), email: 'a@b.c' }],
      ['POST', '/answers', { ...submission(forged, people.ann) }],
      [
        'POST',
        '/answers',
        {
          ...submission(token, people.ann),
          answers: [{ question_id: pulse.questions[1]!.id, answer_type: 'text', answer_body: 'nul \u0000' }],
        },
      ],
      ['POST', '/answers', { nonsense: true }],
    ];
    for (const [method, path, json] of probes) {
      const answer = await publicCall<{ detail: string }>(method, path, json);
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(typeof answer.body.detail, `${method} ${path}`).toBe('string');
    }
    const huge = await fetch(`${world.runtime.url}/api/v1/answers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"token":"${'x'.repeat(10 * 1024 * 1024)}"}`,
    });
    expect(huge.status).toBe(413);
  });

  it('gives personal links that skip the name pick and credentials', async () => {
    const personal = await (await createPersonalLinks(world.runtime.platform, clock)).personalLinkFor(pkg.id, people.cyd);
    expect(personal?.path).toMatch(/^\/assessment-responding\//);
    const preferences = await publicCall<PackagePreferences>('GET', `/respondent/preferences/${personal!.token}`);
    expect(preferences.body.data.personal_data).toMatchObject({
      participant_id: people.cyd,
      first_name: 'Cyd',
      last_name: 'Cole',
      link: linkId,
    });
    expect(JSON.stringify(preferences.body)).not.toContain('PAY-0003');
    const identified = await identify({ link: personal!.token });
    expect(identified.body.participant?.id).toBe(people.cyd);
  });
});

describe('a link that is not open', () => {
  it('is answered 410 when paused or expired and 404 when removed, with a detail the page shows', async () => {
    const other = (
      await world.api.call<Package>('POST', '/packages', { token: world.ada, json: { name: 'Closing', workspace_id: workspace.id } })
    ).body;
    const make = async (json: unknown) =>
      (await world.api.call<PackageLinkResponse>('POST', `/packages/${other.id}/link`, { token: world.ada, json })).body.package_link;
    const preferences = (link: string) => publicCall<{ detail: string }>('GET', `/respondent/preferences/${link}`);
    const forever = await make({ is_forever: true });
    await world.api.call('PUT', `/packages/${other.id}/link/is-paused`, { token: world.ada, json: { is_paused: true } });
    expect(await preferences(forever)).toMatchObject({
      status: 410,
      body: { detail: 'This link is paused for now. Please try again later.' },
    });
    await world.api.call('PUT', `/packages/${other.id}/link`, { token: world.ada });
    expect(await preferences(forever)).toMatchObject({
      status: 404,
      body: { detail: 'This link does not exist. Ask the sender for a new one.' },
    });
    const dated = await make({ days: 3 });
    expect((await preferences(dated)).status).toBe(200);
    clock.set(new Date(Date.now() + 4 * DAY));
    expect(await preferences(dated)).toMatchObject({ status: 410, body: { detail: 'This link has expired.' } });
  });
});

describe('erasing a participant who answered', () => {
  it('removes their answers from every survey read model, live and rebuilt, and their sealed text from the log', async () => {
    const { participants } = await addParticipants(world.api, world.ada, [
      participantRow(workspace.id, 7, { first_name: 'Eve', last_name: 'Erased', email: 'eve.erased@example.com' }),
    ]);
    const eve = participants[0]!.id;
    const token = await tokenOf(eve, 'eve.erased@example.com');
    const answered = await publicCall<AnswerSubmitted>(
      'POST',
      '/answers',
      submission(token, eve, { answers: pulseAnswers('Eve wrote this') }),
    );
    expect(answered.status).toBe(200);
    const { platform } = world.runtime;
    const participation = createParticipationReader(platform.pool);
    await expect.poll(async () => participation.hasAnswers(eve)).toBe(true);

    expect((await world.api.call('DELETE', `/participants/${eve}`, { token: world.ada })).status).toBe(200);
    const everySurveyRow = async () => {
      const rows: string[] = [];
      const schemas = (
        await platform.pool.query<{ schema_name: string }>(
          "select schema_name from information_schema.schemata where schema_name like 'survey%'",
        )
      ).rows;
      for (const { schema_name } of schemas) {
        const tables = await platform.pool.query<{ table_name: string }>(
          'select table_name from information_schema.tables where table_schema = $1',
          [schema_name],
        );
        for (const { table_name } of tables.rows) {
          if (table_name === 'erased') continue;
          rows.push(
            ...(await platform.pool.query(`select t::text as row from "${schema_name}"."${table_name}" t`)).rows.map(
              (row) => row.row as string,
            ),
          );
        }
      }
      return rows.join('\n');
    };
    await expect.poll(async () => participation.hasAnswers(eve)).toBe(false);
    expect(await everySurveyRow()).not.toContain(eve);
    const { events } = await platform.log.readStream(`response-${pkg.id}-${eve}-${answered.body.cycle_id}`);
    expect(events[0]!.data).toMatchObject({ participant_id: eve, texts: null });
    for (const projection of surveyProjections)
      await rebuildProjection({ pool: platform.pool, store: platform.store, log: platform.log, projection });
    expect(await everySurveyRow()).not.toContain(eve);
    expect(await everySurveyRow()).not.toContain('Eve wrote this');
  });
});
