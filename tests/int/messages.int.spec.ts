import type { DelayedMessage, MessageTemplate, ScheduledPackage, SendAnswer } from '@canopy/contracts/messaging/api';
import { participantFields } from '@canopy/contracts/participants/fields.fixtures';
import type { Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { schedulerOf } from '@canopy/messaging';
import { createMessagesReader } from '@canopy/projections/messaging/messages/read';
import { createParticipationReader } from '@canopy/projections/survey/participation/read';
import { createParticipantsReader } from '@canopy/projections/workspace/participants/read';
import { createRosterPort } from '@canopy/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned, type Probe } from '../support/access.ts';
import { eventually } from '../support/events.ts';
import { createAssessedPackage } from '../support/library.ts';
import { apiClient, provisionTwoTeams } from '../support/identity.ts';
import { startTestInbox, type TestInbox } from '../support/mail.ts';
import { settledMessage } from '../support/messages.ts';
import { addGroupOf, addParticipants, createGroup, groupsOf, moveToGroup, participantRow } from '../support/participants.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { nextTry } from '../support/perTry.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Messages of a package, sent over SMTP to a test inbox: the wizard's rules, statuses and list order, templates,
// the access rule, clean HTML, and each participant's mail sent once even by two senders at once.

let inbox: TestInbox;
let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
let api: ReturnType<typeof apiClient>;
let ada: string;
let alan: string;
let bea: string;
let workspace: Workspace;
let pkg: Package;
let sales: string;
let support: string;
let emptyGroup: string;

const message = (change: Record<string, unknown> = {}) => ({
  groups: [sales],
  subject: 'Hello {{first_name}}',
  html_content: '<p>Dear {{first_name}} {{last_name}}, please answer {{package_name}} for {{workspace_name}}: {{link}}</p>',
  email_message: '',
  email_signature: 'The people team',
  type_of_link_being_sent: 'combined_link',
  ...change,
});
/** the instant of a New York wall-clock time on a date (the offset of that day) */
const newYorkInstant = (date: string, hour: number, minute: number) => {
  for (const offset of [4, 5]) {
    // counted from midnight UTC, so an evening in New York may be the next day in UTC
    const candidate = new Date(Date.parse(`${date}T00:00:00.000Z`) + ((hour + offset) * 60 + minute) * 60_000);
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    }).format(candidate);
    if (local === `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`) return candidate;
  }
  throw new Error('no New York offset fits');
};

/**
 * the day `offset` days from a Friday at least a week ahead ('YYYY-MM-DD'): the trigger specs' termination dates are
 * in the future whenever they run, since a trigger sends only from its message's creation on
 */
const fromFriday = (() => {
  const friday = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 7));
  while (friday.getUTCDay() !== 5) friday.setUTCDate(friday.getUTCDate() + 1);
  return (offset: number) => new Date(friday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
})();
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
const mailsTo = (address: string) =>
  inbox.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);

/** the mail domain of the current world's participants (freshWorld): a.b@<domain> */
let domain = 'acme.test';
const at = (name: string) => `${name}@${domain}`;
/** the inbox's mail to the current world's participants (a failed try's world may still get mail from a sweep) */
const mine = () => inbox.messages.filter((mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address?.endsWith(`@${domain}`));

/**
 * The world the tests work in: the workspace Acme with five participants (one without an e-mail) in the groups
 * Sales, Support and Nobody, and the package Spring pulse with a forever link. A test that sends, sweeps or adds
 * names calls it first, so each of its tries (a retry too) has a world and mail addresses of its own.
 */
const freshWorld = async () => {
  const n = nextTry();
  domain = `acme-t${n}.test`;
  // and a client address of its own (the runtime trusts X-Forwarded-For): a world costs a dozen calls, and the
  // file's tries together would spend one address's requests a minute
  api = apiClient(runtime, { headers: { 'x-forwarded-for': `198.18.${Math.floor(n / 256) % 256}.${n % 256}` } });
  workspace = await createWorkspace(api, ada, 'Acme');
  const people = await addParticipants(api, ada, [
    participantRow(workspace.id, 1, { email: at('one') }),
    participantRow(workspace.id, 2, { email: at('two') }),
    participantRow(workspace.id, 3, { email: at('three') }),
    participantRow(workspace.id, 4, { email: '', payroll_id: 'P-4' }),
    participantRow(workspace.id, 5, { email: at('five') }),
  ]);
  sales = (await createGroup(api, ada, workspace.id, 'Sales')).id;
  support = (await createGroup(api, ada, workspace.id, 'Support')).id;
  emptyGroup = (await createGroup(api, ada, workspace.id, 'Nobody')).id;
  const ids = people.participants.map((person) => person.id);
  for (const id of ids.slice(0, 4)) await moveToGroup(api, ada, id, sales);
  await moveToGroup(api, ada, ids[4]!, support);
  await moveToGroup(api, ada, ids[0]!, support);
  pkg = await packageWithLink('Spring pulse');
};

beforeAll(async () => {
  inbox = await startTestInbox();
  runtime = await startTestRuntime({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inbox.port),
      PUBLIC_URL: 'https://canopy.test',
      MESSAGE_SCHEDULER: 'false',
      TRUST_PROXY: 'true',
    },
  });
  api = apiClient(runtime);
  ({ ada, alan, bea } = await provisionTwoTeams(runtime, api));
  await freshWorld();
});

/** a scheduled package with a forever link (a message needs a link to carry) */
const packageWithLink = async (name: string) => {
  const created = (
    await api.call<Package>('POST', '/packages', { token: ada, json: { name, workspace_id: workspace.id, is_scheduled: true } })
  ).body;
  const link = await api.call('POST', `/packages/${created.id}/link`, { token: ada, json: { is_forever: true } });
  if (link.status >= 300) throw new Error(`generating a link failed: ${link.status} ${JSON.stringify(link.body)}`);
  return created;
};
/** a scheduled package whose link ends `days` from now; answers it with the link's end */
const packageWithDatedLink = async (name: string, days: number) => {
  const created = (
    await api.call<Package>('POST', '/packages', { token: ada, json: { name, workspace_id: workspace.id, is_scheduled: true } })
  ).body;
  const link = await api.call<{ link_expiration: number }>('POST', `/packages/${created.id}/link`, { token: ada, json: { days } });
  if (link.status >= 300) throw new Error(`generating a link failed: ${link.status} ${JSON.stringify(link.body)}`);
  return { pkg: created, expiresAt: new Date(link.body.link_expiration * 1000) };
};
afterAll(async () => {
  await runtime?.close();
  await inbox?.close();
});

describe('sending now', () => {
  it('sends one mail per participant of the groups with an e-mail, each with its own link and a plain-text part, and no script', async () => {
    await freshWorld();
    const before = inbox.messages.length;
    const answer = await api.call<SendAnswer>('POST', `/packages/${pkg.id}/send-by/email`, {
      token: ada,
      json: message({
        groups: [sales, support],
        html_content: `${message().html_content}<script>alert(1)</script><img src="x" onerror="alert(2)">`,
      }),
    });
    expect(answer.status).toBe(200);
    // answered once queued: the job sends, and the message shows its progress until it is sent
    expect(answer.body).toMatchObject({
      recipients: 4,
      emails_sent_number: 4,
      requests_errors: [],
      delayed_message: { status: 'registered', delivery: { total: 4 } },
    });
    expect(await settledMessage(api, ada, pkg.id, answer.body.delayed_message.id)).toMatchObject({
      status: 'sent',
      recipients: 4,
      delivery: { total: 4, sent: 4, failed: 0, pending: 0 },
    });
    await inbox.waitFor(() => inbox.messages.length >= before + 4);
    const one = mailsTo(at('one'));
    expect(one).toHaveLength(1); // in both groups, reached once
    expect(one[0]!.subject).toBe('Hello First0001');
    const html = String(one[0]!.html);
    expect(html).toContain('Dear First0001 Last0001, please answer Spring pulse for Acme: https://canopy.test/assessment-responding/');
    expect(html).not.toMatch(/<script|onerror|alert\(/);
    expect(one[0]!.text).toContain('The people team');
    // a personal link: the respondent token names the link and the participant
    expect(html).toMatch(/https:\/\/canopy\.test\/assessment-responding\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9-]+\.[A-Za-z0-9_-]{22}/);
    expect(mailsTo(at('two'))[0]!.html).not.toBe(html);
  });

  it('needs a link to send', async () => {
    const bare = (await api.call<Package>('POST', '/packages', { token: ada, json: { name: 'No link', workspace_id: workspace.id } })).body;
    expect(await api.call('POST', `/packages/${bare.id}/send-by/email`, { token: ada, json: message() })).toMatchObject({
      status: 400,
      body: { detail: 'Field link are required' },
    });
  });

  // groups named by a key: the ids exist only once the file's setup has run
  it.each([
    [{ type_of_link_being_sent: '' }, 'Field link of type are required'],
    [{ subject: ' ' }, 'Field subject are required'],
    [{ html_content: '<p></p><script>x</script>' }, 'Field message are required'],
    [{ groups: [] }, 'Choose at least one group'],
    [{ groups: ['nope'] }, 'A chosen group is not in this workspace'],
    [{ groups: ['EMPTY'] }, 'All participants have responded to assessment package in current cycle'],
  ])('refuses %j', async (change, detail) => {
    const groups = (change as { groups?: string[] }).groups?.map((id) => (id === 'EMPTY' ? emptyGroup : id));
    const body = message(groups ? { ...change, groups } : change);
    expect(await api.call('POST', `/packages/${pkg.id}/send-by/email`, { token: ada, json: body })).toMatchObject({
      status: 400,
      body: { detail },
    });
  });
});

describe('participants who finished the package in the cycle', () => {
  it('are skipped, and a send to nobody left is refused; the personal link in the mail answers the package', async () => {
    await freshWorld();
    const { assessment, pkg: answered } = await createAssessedPackage(
      api,
      ada,
      workspace.id,
      { category: 'Pulse', assessment: 'Pulse', package: 'Answered' },
      [{ body: 'I enjoy my work', answer_type: 'one_to_five' }],
    );
    const link = (
      await api.call<{ package_link: string; cycle_id: string }>('POST', `/packages/${answered.id}/link`, {
        token: ada,
        json: { is_forever: true },
      })
    ).body;
    const { people, group: respondents } = await addGroupOf(api, ada, workspace.id, 'Respondents', [
      participantRow(workspace.id, 30, { email: at('a30') }),
      participantRow(workspace.id, 31, { email: at('a31') }),
    ]);
    const group = respondents.id;
    const send = () =>
      api.call<SendAnswer>('POST', `/packages/${answered.id}/send-by/email`, {
        token: ada,
        json: message({ groups: [group], subject: 'Answer {{first_name}}' }),
      });

    const answer = async (participantId: string, address: string) => {
      const mail = await inbox.waitFor(
        (item) => item.subject?.startsWith('Answer ') === true && !Array.isArray(item.to) && item.to?.value[0]?.address === address,
      );
      const token = /assessment-responding\/([A-Za-z0-9_-]{22}\.[A-Za-z0-9-]+\.[A-Za-z0-9_-]{22})/.exec(String(mail.html))![1]!;
      const submitted = await api.call('POST', '/answers', {
        json: {
          token,
          finger_print: 'fp',
          browser_id: 'b1',
          link: link.package_link,
          participant_id: participantId,
          package_id: answered.id,
          assessment_id: assessment.id,
          answers: [{ question_id: assessment.questions[0]!.id, answer_type: 'one_to_five', answer_value: 4 }],
          collaboration: [],
        },
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBeLessThan(300);
      const participation = createParticipationReader(runtime.platform.pool);
      for (let attempt = 0; attempt < 50; attempt++) {
        const { finished } = await participation.participationOf(answered.id, link.cycle_id, [assessment.id]);
        if (finished.includes(participantId)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the participation read model never saw the answer');
    };

    expect((await send()).body).toMatchObject({ recipients: 2, emails_sent_number: 2 });
    const [first, second] = people.participants;
    await answer(first!.id, at('a30'));
    const again = (await send()).body;
    expect(again).toMatchObject({ recipients: 1, emails_sent_number: 1 });
    expect(await settledMessage(api, ada, answered.id, again.delayed_message.id)).toMatchObject({ recipients: 1 });
    await answer(second!.id, at('a31'));
    expect(await send()).toMatchObject({
      status: 400,
      body: { detail: 'All participants have responded to assessment package in current cycle' },
    });
  });
});

describe("a package's sent counts", () => {
  it('count the distinct participants mailed and those who finished in the current cycle; a new cycle starts both from nought', async () => {
    await freshWorld();
    const { assessment, pkg: counted } = await createAssessedPackage(
      api,
      ada,
      workspace.id,
      { category: 'Counted', assessment: 'Counted', package: 'Counted' },
      [{ body: 'I feel heard', answer_type: 'one_to_five' }],
    );
    expect(counted.count_sent_unique_emails).toEqual({ notified: 0, surveyed: 0 });
    const newLink = async () =>
      (
        await api.call<{ package_link: string; cycle_id: string }>('POST', `/packages/${counted.id}/link`, {
          token: ada,
          json: { is_forever: true },
        })
      ).body;
    const link = await newLink();
    const { people, group: countedGroup } = await addGroupOf(api, ada, workspace.id, 'Counted', [
      participantRow(workspace.id, 40, { email: at('c40') }),
      participantRow(workspace.id, 41, { email: at('c41') }),
      participantRow(workspace.id, 42, { email: at('c42') }),
    ]);
    const group = countedGroup.id;
    const send = () =>
      api.call<SendAnswer>('POST', `/packages/${counted.id}/send-by/email`, {
        token: ada,
        json: message({ groups: [group], subject: 'Counted {{first_name}}' }),
      });
    const countsOf = async () => (await api.call<Package>('GET', `/packages/${counted.id}`, { token: ada })).body.count_sent_unique_emails;
    const listed = async () =>
      (await api.call<Package[]>('GET', `/packages/by-workspace/${workspace.id}`, { token: ada })).body.find(
        (item) => item.id === counted.id,
      )?.count_sent_unique_emails;
    /** the counts once the read models caught up with `expected` */
    const settle = async (expected: { notified: number; surveyed: number }) => {
      await eventually(async () => JSON.stringify(await countsOf()) === JSON.stringify(expected), 10_000, JSON.stringify(expected));
      expect(await listed()).toEqual(expected);
    };

    expect((await send()).body).toMatchObject({ recipients: 3 });
    await settle({ notified: 3, surveyed: 0 });
    const [first] = people.participants;
    const mail = await inbox.waitFor(
      (item) => item.subject?.startsWith('Counted ') === true && !Array.isArray(item.to) && item.to?.value[0]?.address === at('c40'),
    );
    const token = /assessment-responding\/([A-Za-z0-9_-]{22}\.[A-Za-z0-9-]+\.[A-Za-z0-9_-]{22})/.exec(String(mail.html))![1]!;
    const submitted = await api.call('POST', '/answers', {
      json: {
        token,
        finger_print: 'fp',
        browser_id: 'b1',
        link: link.package_link,
        participant_id: first!.id,
        package_id: counted.id,
        assessment_id: assessment.id,
        answers: [{ question_id: assessment.questions[0]!.id, answer_type: 'one_to_five', answer_value: 4 }],
        collaboration: [],
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBeLessThan(300);
    await settle({ notified: 3, surveyed: 1 });
    // a second message reaches the two who have not finished: they were counted already
    expect((await send()).body).toMatchObject({ recipients: 2 });
    // once the messages read model shows both sends, the mailed participants it keeps with them are there too
    const sent = async () =>
      (await api.call<DelayedMessage[]>('GET', `/packages/${counted.id}/delayed-messages`, { token: ada })).body.filter(
        (item) => item.status === 'sent',
      ).length;
    await eventually(async () => (await sent()) === 2, 10_000, 'both sends listed');
    expect(await countsOf()).toEqual({ notified: 3, surveyed: 1 });

    // removing the link and generating a new one opens a new cycle, where nobody was mailed or answered yet
    expect((await api.call('PUT', `/packages/${counted.id}/link`, { token: ada })).status).toBe(200);
    expect(await countsOf()).toEqual({ notified: 0, surveyed: 0 });
    const next = await newLink();
    expect(next.cycle_id).not.toBe(link.cycle_id);
    expect(await countsOf()).toEqual({ notified: 0, surveyed: 0 });
    expect((await send()).body).toMatchObject({ recipients: 3 });
    await settle({ notified: 3, surveyed: 0 });

    // another team's package in its own workspace counts nothing of these, and this one stays hidden from it
    const theirs = await createWorkspace(api, bea, 'Elsewhere');
    const theirPackage = (await api.call<Package>('POST', '/packages', { token: bea, json: { name: 'Counted', workspace_id: theirs.id } }))
      .body;
    await api.call('POST', `/packages/${theirPackage.id}/link`, { token: bea, json: { is_forever: true } });
    expect((await api.call<Package>('GET', `/packages/${theirPackage.id}`, { token: bea })).body.count_sent_unique_emails).toEqual({
      notified: 0,
      surveyed: 0,
    });
    await expectHidden(api, bea, [{ method: 'GET', path: `/packages/${counted.id}`, hidden: 'Could not find package' }]);
    expect(await countsOf()).toEqual({ notified: 3, surveyed: 0 });
  });
});

describe('delayed messages', () => {
  it('are drafted, scheduled, triggered, saved in place and listed in the spec order', async () => {
    // a package of this try's own, with one message sent first (the list shows sent messages first)
    await freshWorld();
    const sent = await api.call<SendAnswer>('POST', `/packages/${pkg.id}/send-by/email`, { token: ada, json: message() });
    expect(sent.status).toBe(200);
    expect(await settledMessage(api, ada, pkg.id, sent.body.delayed_message.id)).toMatchObject({ status: 'sent' });
    const draft = await api.call<DelayedMessage>('POST', `/packages/${pkg.id}/delayed-messages/email/draft`, {
      token: ada,
      json: { subject: 'Half done' },
    });
    expect(draft).toMatchObject({
      status: 201,
      body: { status: 'draft', type_of_message: 'not_selected', send_at: '0001-01-01T00:00:00.000Z' },
    });
    const scheduled = await api.call<DelayedMessage>('POST', `/packages/${pkg.id}/delayed-messages/email`, {
      token: ada,
      json: message({ type_of_message: 'schedule', send_at: inAnHour() }),
    });
    expect(scheduled).toMatchObject({
      status: 201,
      body: { status: 'registered', delayed_messages_to_groups: [{ group: { id: sales, name: 'Sales' } }] },
    });
    const triggered = await api.call<DelayedMessage>('POST', `/packages/${pkg.id}/delayed-messages/email`, {
      token: ada,
      json: message({ type_of_message: 'trigger_start_date', trigger_days_after: 3, send_at: '2026-07-01T13:30:00.000Z' }),
    });
    expect(triggered).toMatchObject({ status: 201, body: { status: 'triggered_start', trigger_days_after: 3 } });
    const termination = await api.call<DelayedMessage>('POST', `/packages/${pkg.id}/delayed-messages/email`, {
      token: ada,
      json: message({ type_of_message: 'trigger_termination_date', trigger_days_after: 1, send_at: '2026-07-01T13:00:00.000Z' }),
    });
    expect(termination.body.status).toBe('triggered_termination');

    const updated = await api.call<DelayedMessage>('PUT', `/packages/${pkg.id}/delayed-messages/${scheduled.body.id}`, {
      token: ada,
      json: message({ type_of_message: 'schedule', send_at: inAnHour(), subject: 'Changed' }),
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { id: scheduled.body.id, status: 'registered', metadata: { email_subject: 'Changed' } },
    });

    const list = await api.call<DelayedMessage[]>('GET', `/packages/${pkg.id}/delayed-messages`, { token: ada });
    expect(list.body.map((item) => item.status)).toEqual(['sent', 'registered', 'triggered_start', 'triggered_termination', 'draft']);

    const schedule = await api.call<ScheduledPackage[]>('GET', `/package-schedule/by-workspace/${workspace.id}`, { token: ada });
    expect(schedule.body.find((item) => item.package_id === pkg.id)).toMatchObject({ is_has_delayed_message: true, min_number_of_days: 3 });

    // the draft becomes registered when given Schedule
    const promoted = await api.call<DelayedMessage>('PUT', `/packages/${pkg.id}/delayed-messages/${draft.body.id}`, {
      token: ada,
      json: message({ type_of_message: 'schedule', send_at: inAnHour() }),
    });
    expect(promoted.body.status).toBe('registered');
  });

  it.each([
    [{ type_of_message: 'not_selected' }, 'Choose Schedule or Trigger'],
    [{ type_of_message: 'schedule', send_at: '0001-01-01T00:00:00Z' }, 'Choose when to send the message'],
    [{ type_of_message: 'schedule', send_at: '2020-01-01T00:00:00Z' }, 'The send time must not be in the past'],
    [
      { type_of_message: 'trigger_start_date', trigger_days_after: 0, send_at: '2026-07-01T13:00:00Z' },
      'Trigger days after must be at least 1',
    ],
    [{ type_of_message: 'schedule', send_at: '2030-01-01T00:00:00Z', subject: '' }, 'Field subject are required'],
  ])('refuse to register %j', async (change, detail) => {
    expect(await api.call('POST', `/packages/${pkg.id}/delayed-messages/email`, { token: ada, json: message(change) })).toMatchObject({
      status: 400,
      body: { detail },
    });
  });

  it('are scheduled no later than their link expires, when saved and when saved again', async () => {
    const { pkg: dated, expiresAt } = await packageWithDatedLink('Dated', 5);
    const at = (offsetMs: number) => new Date(expiresAt.getTime() + offsetMs).toISOString();
    const path = `/packages/${dated.id}/delayed-messages/email`;
    expect(await api.call('POST', path, { token: ada, json: message({ type_of_message: 'schedule', send_at: at(60_000) }) })).toMatchObject(
      {
        status: 400,
        body: { detail: 'The send time must not be after the link expires' },
      },
    );
    const kept = await api.call<DelayedMessage>('POST', path, {
      token: ada,
      json: message({ type_of_message: 'schedule', send_at: at(-60_000) }),
    });
    expect(kept).toMatchObject({ status: 201, body: { status: 'registered' } });
    expect(
      await api.call('PUT', `/packages/${dated.id}/delayed-messages/${kept.body.id}`, {
        token: ada,
        json: message({ type_of_message: 'schedule', send_at: at(24 * 60 * 60 * 1000) }),
      }),
    ).toMatchObject({ status: 400, body: { detail: 'The send time must not be after the link expires' } });
    // a forever link has no end: any future time will do
    expect(
      await api.call('POST', `/packages/${pkg.id}/delayed-messages/email/draft`, { token: ada, json: message() }).then(async (draft) =>
        api.call('PUT', `/packages/${pkg.id}/delayed-messages/${(draft.body as DelayedMessage).id}`, {
          token: ada,
          json: message({ type_of_message: 'schedule', send_at: '2099-01-01T12:00:00.000Z' }),
        }),
      ),
    ).toMatchObject({ status: 200, body: { status: 'registered' } });
  });

  it('keep their package scheduled until deleted; deleting recomputes the schedule; a sent one is only viewed', async () => {
    const other = await packageWithLink('Autumn');
    const inThreeDays = new Date(Date.now() + 2.5 * 24 * 60 * 60 * 1000).toISOString();
    const one = await api.call<DelayedMessage>('POST', `/packages/${other.id}/delayed-messages/email`, {
      token: ada,
      json: message({ type_of_message: 'schedule', send_at: inThreeDays }),
    });
    // the link shows the rules the message sets: it cannot be removed, and runs at least until the message goes
    expect(await api.call('GET', `/packages/${other.id}/link`, { token: ada })).toMatchObject({
      status: 200,
      body: { is_has_delayed_message: true, min_number_of_days: 3 },
    });
    expect(
      await api.call('PUT', `/packages/${other.id}`, {
        token: ada,
        json: { name: 'Autumn', workspace_id: workspace.id, is_scheduled: false },
      }),
    ).toMatchObject({
      status: 409,
      body: { detail: 'The package has scheduled messages: delete them before unscheduling it' },
    });
    expect(await api.call('DELETE', `/packages/${other.id}`, { token: ada })).toMatchObject({
      status: 409,
      body: { detail: 'The package has scheduled messages: confirm to delete it with them' },
    });
    expect(await api.call('DELETE', `/packages/${other.id}/delayed-messages/${one.body.id}`, { token: ada })).toMatchObject({
      status: 200,
    });
    const schedule = await api.call<ScheduledPackage[]>('GET', `/package-schedule/by-workspace/${workspace.id}`, { token: ada });
    expect(schedule.body.find((item) => item.package_id === other.id)).toBeUndefined();
    expect(await api.call('GET', `/packages/${other.id}/link`, { token: ada })).toMatchObject({
      status: 200,
      body: { is_has_delayed_message: false, min_number_of_days: 0 },
    });
    expect(
      await api.call('PUT', `/packages/${other.id}`, {
        token: ada,
        json: { name: 'Autumn', workspace_id: workspace.id, is_scheduled: false },
      }),
    ).toMatchObject({ status: 200 });

    const sent = (await api.call<DelayedMessage[]>('GET', `/packages/${pkg.id}/delayed-messages`, { token: ada })).body.find(
      (item) => item.status === 'sent',
    )!;
    expect(await api.call('DELETE', `/packages/${pkg.id}/delayed-messages/${sent.id}`, { token: ada })).toMatchObject({
      status: 409,
      body: { detail: 'A sent message can only be viewed' },
    });
    expect(
      await api.call('PUT', `/packages/${pkg.id}/delayed-messages/${sent.id}`, {
        token: ada,
        json: message({ type_of_message: 'schedule', send_at: inAnHour() }),
      }),
    ).toMatchObject({
      status: 409,
      body: { detail: 'A sent message can only be viewed' },
    });

    // a confirmed deletion deletes a package that still has scheduled messages
    const third = await packageWithLink('Winter');
    await api.call('POST', `/packages/${third.id}/delayed-messages/email`, {
      token: ada,
      json: message({ type_of_message: 'schedule', send_at: inAnHour() }),
    });
    expect(await api.call('DELETE', `/packages/${third.id}?confirm=true`, { token: ada })).toMatchObject({ status: 200 });
  });
});

describe('the scheduler', () => {
  it('sends a start-date trigger at its New York time after each start date, once, and never for starts before it existed', async () => {
    await freshWorld();
    const day = 24 * 60 * 60 * 1000;
    const yesterday = new Date(Date.now() - day).toISOString().slice(0, 10);
    const longAgo = new Date(Date.now() - 40 * day).toISOString().slice(0, 10);
    const hires = await addParticipants(api, ada, [
      participantRow(workspace.id, 20, { email: at('new'), hiring_date: yesterday }),
      participantRow(workspace.id, 21, { email: at('old'), hiring_date: longAgo }),
    ]);
    const starters = (await createGroup(api, ada, workspace.id, 'Starters')).id;
    for (const person of hires.participants) await moveToGroup(api, ada, person.id, starters);
    const trigger = await api.call<DelayedMessage>('POST', `/packages/${pkg.id}/delayed-messages/email`, {
      token: ada,
      // 10:30 New York on a summer day: the wall-clock time is what counts
      json: message({
        groups: [starters],
        subject: 'Welcome {{first_name}}',
        type_of_message: 'trigger_start_date',
        trigger_days_after: 2,
        send_at: '2026-07-01T14:30:00.000Z',
      }),
    });
    expect(trigger.body.status).toBe('triggered_start');
    const due = newYorkInstant(new Date(Date.parse(`${yesterday}T12:00:00Z`) + 2 * day).toISOString().slice(0, 10), 10, 30);
    const { scheduler } = await schedulerOf(runtime.deps);
    const welcomes = () => mine().filter((mail) => mail.subject?.startsWith('Welcome '));
    await scheduler.sweep(new Date(due.getTime() - 60_000));
    expect(welcomes()).toHaveLength(0);
    await scheduler.sweep(new Date(due.getTime() + 60_000));
    await scheduler.sweep(new Date(due.getTime() + 120_000));
    expect(welcomes().map((mail) => mail.subject)).toEqual(['Welcome First0020']);
    const after = (await api.call<DelayedMessage[]>('GET', `/packages/${pkg.id}/delayed-messages`, { token: ada })).body.find(
      (item) => item.id === trigger.body.id,
    );
    expect(after).toMatchObject({ status: 'triggered_start', recipients: 1 });
  });

  it('sends a termination trigger at 9:00 New York on the first workday from its day after each termination date, once', async () => {
    await freshWorld();
    // two HR employees leave on a Friday: one the HR system gives the end date of the Tuesday before, the
    // other none (terminated the day of the deactivation); a third stays
    const port = createRosterPort(runtime.deps);
    const employee = (id: string, name: string) => ({
      external_id: id,
      fields: participantFields({ first_name: name, last_name: 'Leaver', email: at(id), department: 'Leavers' }),
      is_active: true,
    });
    const people = [employee('e-ida', 'Ida'), employee('e-jon', 'Jon'), employee('e-kim', 'Kim')];
    const context = (now: Date) => ({ teamId: workspace.team_id, workspaceId: workspace.id, actor: 'hris', correlationId: 'sync', now });
    const base = {
      connection_id: 'conn-1',
      groups: [{ origin_source: 'department', name: 'Leavers', member_external_ids: ['e-ida', 'e-jon', 'e-kim'] }],
    };
    await port.applyAutomaticChanges({
      workspaceId: workspace.id,
      changes: { ...base, upserts: people, deactivate_external_ids: [], delete_group_ids: [] },
      context: context(new Date()),
    });
    await port.applyAutomaticChanges({
      workspaceId: workspace.id,
      changes: {
        ...base,
        upserts: [],
        deactivate_external_ids: ['e-ida', 'e-jon'],
        end_dates: { 'e-ida': fromFriday(-3) },
        delete_group_ids: [],
      },
      context: context(newYorkInstant(fromFriday(0), 22, 30)), // late on Friday in New York, Saturday in UTC
    });
    const leavers = (await groupsOf(api, ada, workspace.id)).find((group) => group.name === 'Leavers')!;
    const recipients = await createParticipantsReader(runtime.platform.pool).recipientsOfGroups(workspace.id, [leavers.id]);
    expect(recipients.map((recipient) => [recipient.first_name, recipient.terminated_on?.toISOString() ?? null]).sort()).toEqual([
      ['Ida', `${fromFriday(-3)}T00:00:00.000Z`],
      ['Jon', `${fromFriday(0)}T00:00:00.000Z`],
      ['Kim', null],
    ]);

    const trigger = await api.call<DelayedMessage>('POST', `/packages/${pkg.id}/delayed-messages/email`, {
      token: ada,
      json: message({
        groups: [leavers.id],
        subject: 'Farewell {{first_name}}',
        type_of_message: 'trigger_termination_date',
        trigger_days_after: 7,
        send_at: '2026-07-01T13:00:00.000Z',
      }),
    });
    expect(trigger.body.status).toBe('triggered_termination');
    const { scheduler } = await schedulerOf(runtime.deps);
    const farewells = () =>
      mine()
        .filter((mail) => mail.subject?.startsWith('Farewell '))
        .map((mail) => mail.subject);
    const sweepAt = async (date: string, hour: number, minute: number) => {
      await scheduler.sweep(newYorkInstant(date, hour, minute));
      return farewells();
    };
    // Ida: 7 days after the Tuesday is the next Tuesday, at 9:00
    expect(await sweepAt(fromFriday(4), 8, 59)).toEqual([]);
    expect(await sweepAt(fromFriday(4), 9, 1)).toEqual(['Farewell Ida']);
    expect(await sweepAt(fromFriday(4), 9, 2)).toEqual(['Farewell Ida']);
    // Jon: 7 days after the Friday is the next Friday
    expect(await sweepAt(fromFriday(7), 8, 59)).toEqual(['Farewell Ida']);
    expect(await sweepAt(fromFriday(7), 9, 1)).toEqual(['Farewell Ida', 'Farewell Jon']);
    expect(await sweepAt(fromFriday(7), 10, 0)).toEqual(['Farewell Ida', 'Farewell Jon']);
    const after = (await api.call<DelayedMessage[]>('GET', `/packages/${pkg.id}/delayed-messages`, { token: ada })).body.find(
      (item) => item.id === trigger.body.id,
    );
    expect(after).toMatchObject({ status: 'triggered_termination', recipients: 2 });
  });

  it('sends a termination trigger falling on a weekend on the Monday after, not before', async () => {
    await freshWorld();
    // a Friday ahead, then its Saturday, Sunday and Monday
    const day = fromFriday;
    const port = createRosterPort(runtime.deps);
    const context = (now: Date) => ({ teamId: workspace.team_id, workspaceId: workspace.id, actor: 'hris', correlationId: 'sync', now });
    const lea = {
      external_id: 'e-lea',
      fields: participantFields({ first_name: 'Lea', last_name: 'Leaver', email: at('e-lea'), department: 'Weekend' }),
      is_active: true,
    };
    const base = { connection_id: 'conn-1', groups: [{ origin_source: 'department', name: 'Weekend', member_external_ids: ['e-lea'] }] };
    await port.applyAutomaticChanges({
      workspaceId: workspace.id,
      changes: { ...base, upserts: [lea], deactivate_external_ids: [], delete_group_ids: [] },
      context: context(new Date()),
    });
    await port.applyAutomaticChanges({
      workspaceId: workspace.id,
      changes: { ...base, upserts: [], deactivate_external_ids: ['e-lea'], delete_group_ids: [] },
      context: context(newYorkInstant(day(0), 12, 0)),
    });
    const weekend = (await groupsOf(api, ada, workspace.id)).find((group) => group.name === 'Weekend')!;
    await api.call<DelayedMessage>('POST', `/packages/${pkg.id}/delayed-messages/email`, {
      token: ada,
      json: message({
        groups: [weekend.id],
        subject: 'Goodbye {{first_name}}',
        type_of_message: 'trigger_termination_date',
        trigger_days_after: 1, // the Saturday
        send_at: '2026-07-01T13:00:00.000Z',
      }),
    });
    const { scheduler } = await schedulerOf(runtime.deps);
    const goodbyes = () =>
      mine()
        .filter((mail) => mail.subject?.startsWith('Goodbye '))
        .map((mail) => mail.subject);
    for (const [date, hour] of [
      [day(1), 9],
      [day(1), 12],
      [day(2), 9],
      [day(2), 12],
      [day(3), 8],
    ] as const) {
      await scheduler.sweep(newYorkInstant(date, hour, 1));
      expect(goodbyes(), `${date} ${hour}:01`).toEqual([]);
    }
    await scheduler.sweep(newYorkInstant(day(3), 9, 1));
    await scheduler.sweep(newYorkInstant(day(3), 9, 5));
    expect(goodbyes()).toEqual(['Goodbye Lea']);
  });

  it('expires the messages of a package deleted with them', async () => {
    const doomed = await packageWithLink('Doomed');
    const scheduled = await api.call<DelayedMessage>('POST', `/packages/${doomed.id}/delayed-messages/email`, {
      token: ada,
      json: message({ subject: 'Never sent', type_of_message: 'schedule', send_at: inAnHour() }),
    });
    expect(await api.call('DELETE', `/packages/${doomed.id}?confirm=true`, { token: ada })).toMatchObject({ status: 200 });
    const { scheduler } = await schedulerOf(runtime.deps);
    await scheduler.sweep(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await createMessagesReader(runtime.platform.pool).one(scheduled.body.id)).toMatchObject({ status: 'expired' });
    expect(mine().filter((mail) => mail.subject === 'Never sent')).toHaveLength(0);
  });

  it('expires a scheduled message whose link expired before the sweep came to send it', async () => {
    const { pkg: dated } = await packageWithDatedLink('Lapsed', 2);
    const scheduled = await api.call<DelayedMessage>('POST', `/packages/${dated.id}/delayed-messages/email`, {
      token: ada,
      json: message({
        subject: 'Too late',
        type_of_message: 'schedule',
        send_at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      }),
    });
    expect(scheduled.status).toBe(201);
    // the gateways were down past the link's end: the first sweep after finds the message due and its link gone
    const { scheduler } = await schedulerOf(runtime.deps);
    await scheduler.sweep(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
    const listed = (await api.call<DelayedMessage[]>('GET', `/packages/${dated.id}/delayed-messages`, { token: ada })).body;
    expect(listed.map((item) => [item.id, item.status])).toEqual([[scheduled.body.id, 'expired']]);
    expect(mine().filter((mail) => mail.subject === 'Too late')).toHaveLength(0);
  });

  it('sends a due message once per participant even when two senders sweep at once', async () => {
    await freshWorld();
    const due = await api.call<DelayedMessage>('POST', `/packages/${pkg.id}/delayed-messages/email`, {
      token: ada,
      json: message({
        groups: [support],
        subject: 'Due {{first_name}}',
        type_of_message: 'schedule',
        send_at: new Date(Date.now() - 30_000).toISOString(),
      }),
    });
    expect(due.status).toBe(201);
    const [first, second] = await Promise.all([schedulerOf(runtime.deps), schedulerOf(runtime.deps)]);
    await Promise.all([first.scheduler.sweep(new Date()), second.scheduler.sweep(new Date())]);
    const got = mine().filter((mail) => mail.subject?.startsWith('Due '));
    expect(got.map((mail) => mail.subject).sort()).toEqual(['Due First0001', 'Due First0005']);
    const after = (await api.call<DelayedMessage[]>('GET', `/packages/${pkg.id}/delayed-messages`, { token: ada })).body.find(
      (item) => item.id === due.body.id,
    );
    expect(after).toMatchObject({ status: 'sent', recipients: 2 });
  });
});

describe('test sends', () => {
  it('send the message to the addresses given and refuse when none could be sent', async () => {
    await freshWorld();
    const answer = await api.call('POST', `/packages/${pkg.id}/test-send-by/test_email`, {
      token: ada,
      json: {
        participant_email_info: [{ email: at('tester') }],
        send_package_via_email: { subject: 'Test {{first_name}}', html_content: '<p>Try {{link}}</p>' },
      },
    });
    expect(answer).toMatchObject({ status: 200, body: { emails_sent_number: 1, requests_errors: [] } });
    // an address that is not one refuses the whole test, the good address beside it included
    const before = inbox.messages.length;
    expect(
      await api.call('POST', `/packages/${pkg.id}/test-send-by/test_email`, {
        token: ada,
        json: {
          participant_email_info: [{ email: at('tester') }, { email: 'not-an-email' }],
          send_package_via_email: { subject: 'Typo {{first_name}}', html_content: '<p>Try {{link}}</p>' },
        },
      }),
    ).toMatchObject({ status: 400, body: { detail: 'Error! No emails was sent: not-an-email: Email is invalid' } });
    const mail = await inbox.waitFor((item) => item.subject === 'Test Test' && mine().includes(item));
    expect(mail.text).toContain('https://canopy.test/assessment-responding/');
    expect(inbox.messages.slice(before).filter((item) => item.subject?.startsWith('Typo'))).toEqual([]);
    expect(
      await api.call('POST', `/packages/${pkg.id}/test-send-by/test_email`, {
        token: ada,
        json: { participant_email_info: [{ email: 'nope' }], send_package_via_email: { subject: 'S', html_content: '<p>x</p>' } },
      }),
    ).toMatchObject({ status: 400, body: { detail: 'Error! No emails was sent: nope: Email is invalid' } });
    expect(
      await api.call('POST', `/packages/${pkg.id}/test-send-by/test_email`, {
        token: ada,
        json: { participant_email_info: [], send_package_via_email: { subject: 'S', html_content: '<p>x</p>' } },
      }),
    ).toMatchObject({ status: 400, body: { detail: 'Enter at least one e-mail' } });
  });
});

describe('message templates', () => {
  it("list the organisation's templates and the team's own; organisation templates are never deleted", async () => {
    const created = await api.call<MessageTemplate>('POST', '/message-templates', {
      token: ada,
      json: {
        name: 'Kick-off',
        subject: 'Start {{package_name}}',
        html_content: '<p onclick="x()">Go {{link}}</p>',
        type_of_link_being_sent: 'public_link',
      },
    });
    expect(created).toMatchObject({ status: 201, body: { type: 'custom_type', email_content: '<p>Go {{link}}</p>' } });
    const list = (await api.call<MessageTemplate[]>('GET', '/message-templates/list', { token: ada })).body;
    expect(list.filter((item) => item.type === 'organization_type').map((item) => item.name)).toEqual([
      'Onboarding check-in',
      'Reminder',
      'Survey invitation',
    ]);
    expect(list.map((item) => item.id)).toContain(created.body.id);
    expect((await api.call<MessageTemplate[]>('GET', '/message-templates/list', { token: bea })).body.map((item) => item.id)).not.toContain(
      created.body.id,
    );
    const organization = list.find((item) => item.type === 'organization_type')!;
    expect(await api.call('DELETE', `/message-templates/${organization.id}`, { token: ada })).toMatchObject({
      status: 403,
      body: { detail: 'Organization templates cannot be deleted' },
    });
    expect(await api.call('DELETE', `/message-templates/${created.body.id}`, { token: bea })).toMatchObject({
      status: 404,
      body: { detail: 'Could not find template' },
    });
    expect(
      await api.call('POST', '/message-templates', { token: ada, json: { name: '', subject: 's', html_content: '<p>x</p>' } }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'Template name is required' },
    });
    expect(await api.call('DELETE', `/message-templates/${created.body.id}`, { token: ada })).toMatchObject({ status: 200 });
    expect(await api.call('GET', `/message-templates/${created.body.id}`, { token: ada })).toMatchObject({ status: 404 });
  });
});

describe('access', () => {
  it("hides another team's package messages and refuses a colleague not assigned to the workspace", async () => {
    // a message of the test's own to aim at (the package is the latest world's, which the tests before may not have used)
    const someMessage = (
      await api.call<DelayedMessage>('POST', `/packages/${pkg.id}/delayed-messages/email/draft`, { token: ada, json: { subject: 'Mine' } })
    ).body;
    expect(someMessage.id).toEqual(expect.any(String));
    const probes: Probe[] = [
      { method: 'GET', path: `/packages/${pkg.id}/delayed-messages`, hidden: 'Could not find package' },
      { method: 'POST', path: `/packages/${pkg.id}/send-by/email`, json: message(), hidden: 'Could not find package' },
      {
        method: 'POST',
        path: `/packages/${pkg.id}/delayed-messages/email`,
        json: message({ type_of_message: 'schedule', send_at: inAnHour() }),
        hidden: 'Could not find package',
      },
      { method: 'POST', path: `/packages/${pkg.id}/delayed-messages/email/draft`, json: {}, hidden: 'Could not find package' },
      { method: 'PUT', path: `/packages/${pkg.id}/delayed-messages/${someMessage.id}`, json: message(), hidden: 'Could not find package' },
      { method: 'DELETE', path: `/packages/${pkg.id}/delayed-messages/${someMessage.id}`, hidden: 'Could not find package' },
      {
        method: 'POST',
        path: `/packages/${pkg.id}/test-send-by/test_email`,
        json: { participant_email_info: [{ email: 'a@b.cd' }], send_package_via_email: { subject: 's', html_content: 'x' } },
        hidden: 'Could not find package',
      },
    ];
    await expectHidden(api, bea, [
      ...probes,
      { method: 'GET', path: `/package-schedule/by-workspace/${workspace.id}`, hidden: 'Could not find workspace' },
    ]);
    await expectNotAssigned(api, alan, [...probes, { method: 'GET', path: `/package-schedule/by-workspace/${workspace.id}`, hidden: '' }]);
  });
});
