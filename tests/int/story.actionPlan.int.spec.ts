import { type ActionPlan, ActionPlanPaths as P, type PlanChangeAnswer } from '@canopy/contracts/actions/api';
import { ACTION_TABLE_HEADER, NO_ACTIONS, type StoryActionPlan } from '@canopy/contracts/story/actionPlanSlide';
import { type DataStory, StoryMessages, StoryPaths } from '@canopy/contracts/story/api';
import { WorkspaceMessages, type Workspace } from '@canopy/contracts/workspace/api';
import JSZip from 'jszip';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { appendPlanCycle, seedPlanWorkspace, withPlanInbox } from '../support/actionPlans.ts';
import { withTwoTeams } from '../support/twoTeams.ts';

// The Data Story's 'Action plan' slides (ADR 0156) on a migrated database: one per focus area, their figures the
// plan's own (the actions context's answer), their lines the deck's slide word for word; the shared story's slides by
// its link equal to the consultant's, with owners by name and no e-mail, personal link or note; another team 404,
// a colleague not assigned 403; a link that expired or was removed answers as the shared story does.
// The plan workspace (tests/support/actionPlans.ts): 'I enjoy my work', group A 5 5 4 4 3 3 in the first cycle;
// a second cycle two days ago (A: 5 5 5 5 5 4) gives the focus areas their next-cycle figure and mark.

const catcher = withPlanInbox();
const later = { ms: 0 };
afterEach(() => {
  later.ms = 0;
});
const world = withTwoTeams({ env: catcher.env, clock: { now: () => new Date(Date.now() + later.ms) } });
const DAY = 86_400_000;
const CONTACT = { name: 'Grace Hopper', email: 'grace.hopper@client.example' };
const NOTE = 'Spoke with the two team leads in private';

let workspace: Workspace;
let ownerLink = '';

const call = <T = unknown>(method: string, path: string, json?: unknown, token = world.ada) =>
  world.api.call<T>(method, path, { token, json });
const slides = async (token = world.ada) => {
  const answer = await call<StoryActionPlan>('GET', StoryPaths.actionPlan(workspace.id), undefined, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const shareFor = async (days: number) => {
  const shared = await call<{ link: { story_link: string } }>('POST', StoryPaths.link(workspace.id), { link_expiration: days });
  expect(shared.status).toBe(200);
  return shared.body.link.story_link;
};
/** the text runs of each slide of the deck whose first run starts 'Action plan: ', unescaped */
const deckPlanSlides = async () => {
  const deck = await fetch(`${world.runtime.url}/api/v1${StoryPaths.deck(workspace.id)}`, {
    headers: { authorization: `Bearer ${world.ada}` },
  });
  expect(deck.status).toBe(200);
  const zip = await JSZip.loadAsync(Buffer.from(await deck.arrayBuffer()));
  const names = Object.keys(zip.files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]));
  const texts = await Promise.all(
    names.map(async (name) =>
      [...(await zip.file(name)!.async('string')).matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) =>
        match[1]!
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&apos;/g, "'")
          .replace(/&amp;/g, '&'),
      ),
    ),
  );
  return texts.filter((runs) => runs[0]?.startsWith('Action plan: '));
};

beforeAll(async () => {
  const seeded = await seedPlanWorkspace(world, world.ada);
  workspace = seeded.workspace;
  const make = async (groupId: string | null, target: { kind: string; value: number }) => {
    const made = await call<PlanChangeAnswer>('POST', P.focusAreas(workspace.id), {
      subject: { kind: 'question', assessment_id: seeded.assessment.id, question_id: seeded.assessment.questions[0]!.id },
      population: { group_id: groupId },
      cycle_id: seeded.cycleId,
      target,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.id;
  };
  const areaA = await make(seeded.groups.A, { kind: 'change', value: 0.3 });
  // a second focus area, with no actions
  await make(null, { kind: 'average', value: 4.5 });
  const before = catcher.inbox.messages.length;
  const contactAction = await call<PlanChangeAnswer>('POST', P.actions(areaA), {
    title: 'Career conversations',
    description: 'Only with the leads who asked',
    owner: { contact: CONTACT },
    due_date: '2027-01-15',
  });
  expect(contactAction.status, JSON.stringify(contactAction.body)).toBe(200);
  expect((await call('POST', P.notes(contactAction.body.id), { body: NOTE })).status).toBe(200);
  const consultantAction = await call<PlanChangeAnswer>('POST', P.actions(areaA), {
    title: 'Publish the promotion criteria',
    owner: { consultant_id: world.teamA.consultantIds[0] },
    due_date: '2027-02-01',
  });
  expect(consultantAction.status, JSON.stringify(consultantAction.body)).toBe(200);
  expect((await call('PATCH', P.action(consultantAction.body.id), { status: 'in_progress' })).status).toBe(200);
  // the contact's personal link, from their mail: it must never reach a slide
  const mail = await catcher.inbox.waitFor(
    (item) => JSON.stringify(item.to ?? '').includes(CONTACT.email) && catcher.inbox.messages.indexOf(item) >= before,
  );
  ownerLink = /\/action-owner\/([A-Za-z0-9_-]{22})/.exec(mail.text ?? '')![1]!;
  await appendPlanCycle(world, seeded, [5, 5, 5, 5, 5, 4, 2, 2, 2, 5, 5, 5, 5, 5], 2);
});

describe("the Data Story's 'Action plan' slides", () => {
  it("are one per focus area, their figures the plan's: baseline, target, next cycle with its mark, actions by owner name", async () => {
    const plan = (await call<ActionPlan>('GET', P.plan(workspace.id))).body;
    const answer = await slides();
    expect(answer.slides.map((slide) => slide.focus_area_id)).toEqual(plan.focus_areas.map((area) => area.id));
    for (const [index, area] of plan.focus_areas.entries()) {
      const slide = answer.slides[index]!;
      expect(slide).toMatchObject({ label: area.label, population: area.population.name, status: area.status });
      expect(slide.baseline).toEqual({
        cycle_date: area.baseline.cycle_date,
        value: area.baseline.value,
        respondents: area.baseline.respondents,
        ci_low: area.baseline.ci_low ?? null,
        ci_high: area.baseline.ci_high ?? null,
        favourable: area.baseline.favourable ?? null,
      });
      expect(slide.target).toEqual(area.target);
      expect(slide.target_value).toBe(area.target_value);
      const { cycle_id: _cycle, ...tracking } = area.tracking!;
      expect(slide.tracking).toEqual(tracking);
      expect(slide.actions).toEqual(
        area.actions.map((action) => ({
          title: action.title,
          owner: { kind: action.owner.kind, name: action.owner.name },
          due_date: action.due_date,
          status: action.status,
          overdue: action.overdue,
        })),
      );
    }
    // by hand: group A's baseline 4.00 of six people, tracked to the second cycle (29 / 6 = 4.83), both owners named
    const a = answer.slides.find((slide) => slide.population === 'Group A')!;
    expect(a.baseline).toMatchObject({ value: 4, respondents: 6 });
    expect(a.tracking!.value).toBeCloseTo(29 / 6, 2);
    expect(a.tracking!.change!.mark).toBe('no_change');
    expect(a.text.actions).toEqual([
      ['Career conversations', 'Grace Hopper', 'Jan 15 2027', 'Planned'],
      ['Publish the promotion criteria', 'Ada Consultant', 'Feb 01 2027', 'In progress'],
    ]);
  });

  it("say on screen what the deck's slides print, line for line", async () => {
    const answer = await slides();
    const deck = await deckPlanSlides();
    expect(deck).toEqual(
      answer.slides.map((slide) => [
        slide.text.title,
        slide.text.population,
        slide.text.baseline,
        slide.text.target,
        slide.text.tracking,
        ...(slide.text.actions.length ? [...ACTION_TABLE_HEADER, ...slide.text.actions.flat()] : [NO_ACTIONS]),
      ]),
    );
  });

  it('are the same by the share link, with owners by name and no e-mail, personal link, note or description', async () => {
    const link = await shareFor(3);
    const shared = await world.api.call<StoryActionPlan>('GET', StoryPaths.sharedActionPlan(link));
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual(await slides());
    const json = JSON.stringify(shared.body);
    expect(json).not.toContain('@');
    expect(json).not.toContain(CONTACT.email);
    expect(json).not.toContain(ownerLink);
    expect(json).not.toContain('action-owner');
    expect(json).not.toContain(NOTE);
    expect(json).not.toContain('Only with the leads');
    expect(json).not.toMatch(/"(email|consultant_id|notes|description|checklist)"/);
    expect(json).toContain('Grace Hopper');
    // and the shared story itself still answers beside them
    expect((await world.api.call<DataStory>('GET', StoryPaths.shared(link))).status).toBe(200);
  });

  it('hide from another team (404) and refuse a colleague not assigned (403)', async () => {
    await expectHidden(world.api, world.bea, [
      { method: 'GET', path: StoryPaths.actionPlan(workspace.id), hidden: WorkspaceMessages.notFound },
    ]);
    await expectNotAssigned(world.api, world.alan, [{ method: 'GET', path: StoryPaths.actionPlan(workspace.id), hidden: '' }]);
  });

  it('stop by a link that was removed or expired, as the shared story does', async () => {
    const gone = { status: 404, body: { detail: StoryMessages.linkGone } };
    const removed = await shareFor(3);
    expect((await world.api.call('GET', StoryPaths.sharedActionPlan(removed))).status).toBe(200);
    expect((await call('PUT', StoryPaths.deactivateLink(workspace.id))).status).toBe(200);
    expect(await world.api.call('GET', StoryPaths.sharedActionPlan(removed))).toMatchObject(gone);
    expect(await world.api.call('GET', StoryPaths.shared(removed))).toMatchObject(gone);

    const expiring = await shareFor(1);
    expect((await world.api.call('GET', StoryPaths.sharedActionPlan(expiring))).status).toBe(200);
    later.ms = DAY + 60_000;
    expect(await world.api.call('GET', StoryPaths.sharedActionPlan(expiring))).toMatchObject(gone);
    expect(await world.api.call('GET', StoryPaths.shared(expiring))).toMatchObject(gone);
    expect(await world.api.call('GET', StoryPaths.sharedActionPlan('x'.repeat(22)))).toMatchObject(gone);
  });
});
