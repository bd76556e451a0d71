import { ActionPlanPaths as P, type PlanChangeAnswer } from '@canopy/contracts/actions/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { actionRemindersOf } from '@canopy/actions';
import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPlanWorkspace, withPlanInbox } from '../support/actionPlans.ts';
import { form } from '../support/identity.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { answerCaller } from '../support/call.ts';

// Reminders (ADR 0134): an e-mail to an action's owner ACTION_REMINDER_DAYS_BEFORE (3) days before its due day and
// once it is overdue, on the workspace's calendar from 9:00 there, sent once however often the sweep runs, never for
// an action done or dropped. The sweep runs here on the spec's own instants (the minute schedule is off), and the
// mail jobs are worked by the runtime's worker on the same clock; calls to the API run on the real time.

const catcher = withPlanInbox({ MESSAGE_SCHEDULER: 'false', ACTION_REMINDER_DAYS_BEFORE: '3' });
const env = catcher.env;
const frozen: { at: Date | null } = { at: null };
const world = withTwoTeams({ env, clock: { now: () => frozen.at ?? new Date() } });
let workspace: Workspace;
let areaId = '';
const due = '2027-03-13';
const ids = { ada: '', dana: '', done: '', dropped: '' };

const call = answerCaller(() => ({ api: world.api, token: world.ada }));
const addAction = async (title: string, owner: unknown) => {
  const answer = await call<PlanChangeAnswer>('POST', P.actions(areaId), { title, owner, due_date: due });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
};
const reminders = () => catcher.inbox.messages.filter((mail) => /^(Reminder|Overdue):/.test(mail.subject ?? ''));
const toOf = (mail: ParsedMail) => JSON.stringify(mail.to).toLowerCase();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** runs the sweep at `iso` (twice, as two processes would) and waits for the mail jobs it queued to be sent */
const sweepAt = async (iso: string, expected: number) => {
  frozen.at = new Date(iso);
  try {
    const { sweep } = actionRemindersOf(world.runtime.deps);
    await Promise.all([sweep(frozen.at), sweep(frozen.at)]);
    const until = Date.now() + 10_000;
    while (reminders().length < expected && Date.now() < until) await pause(100);
    // the worker polls every second: a second sweep's duplicate, were there one, would be sent by now
    await pause(2500);
  } finally {
    frozen.at = null;
  }
};

beforeAll(async () => {
  const seeded = await seedPlanWorkspace(world, world.ada);
  workspace = seeded.workspace;
  // Tokyo is UTC+9: 01:00 UTC is 10:00 there, while it is still the night in UTC and the day before in New York
  const zone = await world.api.call('PUT', `/workspaces/${workspace.id}`, { token: world.ada, form: form({ time_zone: 'Asia/Tokyo' }) });
  expect(zone.status).toBe(200);
  const made = await call<PlanChangeAnswer>('POST', P.focusAreas(workspace.id), {
    subject: { kind: 'question', assessment_id: seeded.assessment.id, question_id: seeded.assessment.questions[0]!.id },
    population: { group_id: seeded.groups.A },
    cycle_id: seeded.cycleId,
    target: { kind: 'change', value: 0.3 },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  areaId = made.body.id;
  ids.ada = await addAction('Listening sessions', { consultant_id: world.teamA.consultantIds[0] });
  ids.dana = await addAction('Team charter', { contact: { name: 'Dana Client', email: 'dana@client.example' } });
  ids.done = await addAction('Manager training', { consultant_id: world.teamA.consultantIds[0] });
  ids.dropped = await addAction('Skip-level lunches', { contact: { name: 'Erin Other', email: 'erin@client.example' } });
  expect((await call('PATCH', P.action(ids.done), { status: 'done' })).status).toBe(200);
  await catcher.inbox.waitFor((mail) => toOf(mail).includes('erin@client.example'));
});

describe('reminders to action owners', () => {
  it("owes nothing before 9:00 in the workspace's zone: 08:00 in Tokyo, three days before", async () => {
    await sweepAt('2027-03-09T23:00:00Z', 0);
    expect(reminders()).toHaveLength(0);
  });

  it('mails each open owner once three days before (10:00 in Tokyo, 01:00 UTC), however often the sweep runs', async () => {
    await sweepAt('2027-03-10T01:00:00Z', 3);
    const sent = reminders();
    expect(sent.map((mail) => [mail.subject, toOf(mail).match(/[a-z]+@[a-z.]+/)![0]]).sort()).toEqual([
      ['Reminder: an action in the Plans Co action plan is due', 'ada@example.com'],
      ['Reminder: an action in the Plans Co action plan is due', 'dana@client.example'],
      ['Reminder: an action in the Plans Co action plan is due', 'erin@client.example'],
    ]);
    const dana = sent.find((mail) => toOf(mail).includes('dana@client.example'))!;
    expect(dana.text).toContain('Hello Dana Client,');
    expect(dana.text).toContain('Team charter');
    expect(dana.text).toContain('is due on 13 Mar 2027');
    expect(dana.text).toMatch(/https:\/\/canopy\.test\/action-owner\/[A-Za-z0-9_-]{22}/);
    const ada = sent.find((mail) => toOf(mail).includes('ada@example.com'))!;
    expect(ada.text).toContain('https://canopy.test/action-plans');
    // the next day is still in the window: the reminder is owed once per due day, not once per day
    await sweepAt('2027-03-11T01:00:00Z', 3);
    expect(reminders()).toHaveLength(3);
  });

  it('mails once when overdue, not for an action dropped meanwhile, and never for one done', async () => {
    expect((await call('PATCH', P.action(ids.dropped), { status: 'dropped' })).status).toBe(200);
    const before = reminders().length;
    // 01:00 UTC on the 14th is 10:00 on the 14th in Tokyo: the day after the due day
    await sweepAt('2027-03-14T01:00:00Z', before + 2);
    await sweepAt('2027-03-15T01:00:00Z', before + 2);
    const overdue = reminders().filter((mail) => mail.subject?.startsWith('Overdue:'));
    expect(overdue.map((mail) => toOf(mail).match(/[a-z]+@[a-z.]+/)![0]).sort()).toEqual(['ada@example.com', 'dana@client.example']);
    expect(overdue[0]!.text).toContain('was due on 13 Mar 2027 and is not done yet');
    expect(reminders().some((mail) => mail.text?.includes('Manager training'))).toBe(false);
  });

  it('a new due date owes its own reminder; a done action none', async () => {
    expect((await call('PATCH', P.action(ids.ada), { due_date: '2027-03-20' })).status).toBe(200);
    expect((await call('PATCH', P.action(ids.dana), { status: 'done' })).status).toBe(200);
    const before = reminders().length;
    await sweepAt('2027-03-17T01:00:00Z', before + 1);
    const fresh = reminders().slice(before);
    expect(fresh.map((mail) => [mail.subject, toOf(mail).includes('ada@example.com')])).toEqual([
      ['Reminder: an action in the Plans Co action plan is due', true],
    ]);
    expect(fresh[0]!.text).toContain('is due on 20 Mar 2027');
  });
});
