import {
  ActionPlanMessages as M,
  ActionPlanPaths as P,
  ActionPlanRules,
  type OwnerView,
  type PlanChangeAnswer,
} from '@canopy/contracts/actions/api';
import { PublicLinkMessages } from '@canopy/contracts/platform/http';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedPlanWorkspace, withPlanInbox } from '../support/actionPlans.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { answerCaller } from '../support/call.ts';

// Client contacts who own actions (ADR 0125): a mail over SMTP (caught by smtp-server) with a personal link to a page
// where they update the status and add a note without an account; the link shows only their own actions, stops when
// it expires, when it is replaced, when their actions are gone; another owner's action is refused; each link has a
// budget of requests per minute (RESPONDENT_LINK_RATE_LIMIT_PER_MINUTE, 40 here).

const catcher = withPlanInbox({ RESPONDENT_LINK_RATE_LIMIT_PER_MINUTE: '40' });
const env = catcher.env;
const later = { ms: 0 };
afterEach(() => {
  later.ms = 0;
});
const world = withTwoTeams({ env, clock: { now: () => new Date(Date.now() + later.ms) } });
const DAY = 86_400_000;
let workspace: Workspace;
let areaId = '';

const call = answerCaller(() => ({ api: world.api, token: world.ada }));
/** what the contact's browser calls: no token */
const open = (link: string) => world.api.call<OwnerView>('GET', P.owner(link));
const change = (link: string, actionId: string, json: unknown) =>
  world.api.call<OwnerView>('PATCH', P.ownerAction(link, actionId), { json });
const linkIn = (mail: { text?: string }) => {
  const found = /https:\/\/canopy\.test\/action-owner\/([A-Za-z0-9_-]{22})/.exec(mail.text ?? '');
  if (!found) throw new Error(`no personal link in\n${mail.text}`);
  return found[1]!;
};
const addAction = async (title: string, owner: unknown, due = '2027-01-15') =>
  (await call<PlanChangeAnswer>('POST', P.actions(areaId), { title, owner, due_date: due })).body.id;
const mailTo = (address: string, after: number) =>
  catcher.inbox.waitFor(
    (mail) =>
      mail.to !== undefined && JSON.stringify(mail.to).toLowerCase().includes(address) && catcher.inbox.messages.indexOf(mail) >= after,
  );

beforeAll(async () => {
  const seeded = await seedPlanWorkspace(world, world.ada);
  workspace = seeded.workspace;
  const made = await call<PlanChangeAnswer>('POST', P.focusAreas(workspace.id), {
    subject: { kind: 'question', assessment_id: seeded.assessment.id, question_id: seeded.assessment.questions[0]!.id },
    population: { group_id: seeded.groups.A },
    cycle_id: seeded.cycleId,
    target: { kind: 'change', value: 0.3 },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  areaId = made.body.id;
});

describe("a client contact's personal link", () => {
  let dana = '';
  let danaAction = '';
  let erinAction = '';

  it('mails the contact their action with a personal link of 128 random bits; a consultant owner gets no such mail', async () => {
    const before = catcher.inbox.messages.length;
    danaAction = await addAction('Team charter', { contact: { name: 'Dana Client', email: 'dana@client.example' } });
    const mail = await mailTo('dana@client.example', before);
    expect(mail.subject).toBe('Your actions in the Plans Co action plan');
    expect(mail.text).toContain('Hello Dana Client,');
    expect(mail.text).toContain('Team charter (due 15 Jan 2027)');
    expect(mail.html).toContain('Update your actions');
    dana = linkIn(mail);
    await addAction('Forum', { consultant_id: world.teamA.consultantIds[0] });
    erinAction = await addAction('Onboarding review', { contact: { name: 'Erin Other', email: 'erin@client.example' } });
    await mailTo('erin@client.example', before);
    expect(catcher.inbox.messages.slice(before).map((item) => JSON.stringify(item.to))).toHaveLength(2);
  });

  it("shows only that owner's actions, without an account", async () => {
    const answer = await open(dana);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ owner_name: 'Dana Client', workspace_name: 'Plans Co' });
    expect(answer.body.actions.map((action) => action.id)).toEqual([danaAction]);
    expect(answer.body.actions[0]).toMatchObject({ title: 'Team charter', focus_area: 'I enjoy my work', status: 'planned' });
  });

  it('a second action for the same e-mail keeps one link that shows both', async () => {
    const before = catcher.inbox.messages.length;
    const second = await addAction('Charter review', { contact: { name: 'Dana Client', email: 'Dana@Client.example' } }, '2027-02-01');
    const mail = await mailTo('dana@client.example', before);
    expect(linkIn(mail)).toBe(dana);
    expect(mail.text).toContain('You own 2 actions');
    expect((await open(dana)).body.actions.map((action) => action.id)).toEqual([danaAction, second]);
    await call('DELETE', P.action(second));
  });

  it('updates the status and adds a note, named as the contact, seen by the consultant', async () => {
    const answer = await change(dana, danaAction, { status: 'in_progress', note: 'Draft shared with the team' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.actions[0]).toMatchObject({ status: 'in_progress', notes: [{ body: 'Draft shared with the team' }] });
    const plan = (
      await call<{ focus_areas: Array<{ actions: Array<{ id: string; status: string; notes: unknown[] }> }> }>('GET', P.plan(workspace.id))
    ).body;
    const action = plan.focus_areas.flatMap((area) => area.actions).find((candidate) => candidate.id === danaAction)!;
    expect(action).toMatchObject({
      status: 'in_progress',
      notes: [{ body: 'Draft shared with the team', author: { kind: 'contact', name: 'Dana Client' } }],
    });
  });

  it("refuses another owner's action and an empty or bad change, changing nothing", async () => {
    expect(await change(dana, erinAction, { status: 'done' })).toMatchObject({ status: 404, body: { detail: M.actionNotFound } });
    expect(await change(dana, danaAction, {})).toMatchObject({ status: 400, body: { detail: M.ownerChangeEmpty } });
    expect((await change(dana, danaAction, { status: 'finished' })).status).toBe(400);
    expect(await change(dana, danaAction, { note: 'x'.repeat(ActionPlanRules.noteMax + 1) })).toMatchObject({
      status: 400,
      body: { detail: M.noteTooLong },
    });
    const erin = (await call<PlanChangeAnswer>('GET', P.plan(workspace.id))).body as unknown as {
      focus_areas: Array<{ actions: Array<{ id: string; status: string }> }>;
    };
    expect(erin.focus_areas.flatMap((area) => area.actions).find((action) => action.id === erinAction)!.status).toBe('planned');
    expect((await open(dana)).body.actions[0]!.notes).toHaveLength(1);
  });

  it('stops answering once it expires', async () => {
    later.ms = ActionPlanRules.ownerLinkDays * DAY + 60_000;
    expect(await open(dana)).toMatchObject({ status: 404, body: { detail: M.ownerLinkGone } });
    expect(await change(dana, danaAction, { status: 'done' })).toMatchObject({ status: 404, body: { detail: M.ownerLinkGone } });
  });

  it('a link sent again replaces the old one, which stops answering', async () => {
    const before = catcher.inbox.messages.length;
    expect((await call('POST', P.ownerLink(danaAction))).status).toBe(200);
    const fresh = linkIn(await mailTo('dana@client.example', before));
    expect(fresh).not.toBe(dana);
    expect(await open(dana)).toMatchObject({ status: 404, body: { detail: M.ownerLinkGone } });
    expect((await open(fresh)).status).toBe(200);
    dana = fresh;
  });

  it('stops answering once the contact owns no live action (removed)', async () => {
    const before = catcher.inbox.messages.length;
    const soon = await addAction('Short one', { contact: { name: 'Finn Gone', email: 'finn@client.example' } });
    const finn = linkIn(await mailTo('finn@client.example', before));
    expect((await open(finn)).status).toBe(200);
    await call('DELETE', P.action(soon));
    expect(await open(finn)).toMatchObject({ status: 404, body: { detail: M.ownerLinkGone } });
  });

  it('a consultant-owned action gets no link; the resend route keeps the team and workspace rule', async () => {
    const mine = await addAction('Mine', { consultant_id: world.teamA.consultantIds[0] });
    expect(await call('POST', P.ownerLink(mine))).toMatchObject({ status: 400, body: { detail: M.notAContact } });
    expect(await call('POST', P.ownerLink(danaAction), undefined, world.bea)).toMatchObject({
      status: 404,
      body: { detail: M.actionNotFound },
    });
    expect((await call('POST', P.ownerLink(danaAction), undefined, world.alan)).status).toBe(403);
  });

  it('answers 429 once a link has spent its budget for the minute', async () => {
    let status = 200;
    for (let n = 0; n < 45 && status === 200; n += 1) status = (await open(dana)).status;
    expect(status).toBe(429);
    expect(await open(dana)).toMatchObject({ status: 429, body: { detail: PublicLinkMessages.linkBudgetSpent } });
  });
});
