import {
  type ActionPlan,
  ActionPlanMessages as M,
  ActionPlanPaths as P,
  ActionPlanRules,
  type PlanChangeAnswer,
} from '@canopy/contracts/actions/api';
import { AnalyticsPaths, type ChartData } from '@canopy/contracts/analytics/api';
import type { Assessment } from '@canopy/contracts/survey/api';
import { WorkspaceMessages, type Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned, type Probe } from '../support/access.ts';
import { seedPlanWorkspace } from '../support/actionPlans.ts';
import { sheetsOf } from '../support/exports.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { answerCaller } from '../support/call.ts';

// The action plan API (ADR 0123, 0124): focus areas made from the figure the analytics chart computes (a population
// it holds back refused), at most five active, closed with an outcome; actions with owners (a consultant of the team,
// or a client contact who is not a user), due dates, status, notes and a checklist; the team and workspace rule on
// every route, and every bad input answered with { detail } and nothing stored.
// Answers to 'I enjoy my work' in one cycle: group A has 6 people (5 5 4 4 3 3, average 4), group B 3 people
// (2 2 2): B, below the minimum of 5, is held back.

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;
const groups = { A: '', B: '' };
let cycleId = '';
const DAY = 86_400_000;

const call = answerCaller(() => ({ api: world.api, token: world.ada }));
const plan = async () => {
  const answer = await call<ActionPlan>('GET', P.plan(workspace.id));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const question = () => assessment.questions[0]!.id;
const focusInput = (groupId: string | null, target = { kind: 'change', value: 0.3 }) => ({
  subject: { kind: 'question', assessment_id: assessment.id, question_id: question() },
  population: { group_id: groupId },
  cycle_id: cycleId,
  target,
});
const makeFocusArea = async (groupId: string | null, input = focusInput(groupId)) => {
  const answer = await call<PlanChangeAnswer>('POST', P.focusAreas(workspace.id), input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const chartFigure = async (groupId: string | null) => {
  const answer = await call<ChartData>('POST', AnalyticsPaths.chartData(workspace.id), {
    type: 'type1',
    view: 'cycles',
    assessment_id: assessment.id,
    questions_ids: [question()],
    groups_ids: groupId ? [groupId] : [],
    cycles_ids: [cycleId],
  });
  expect(answer.status).toBe(200);
  if (answer.body.type !== 'type1') throw new Error('not a type-1 chart');
  return answer.body.groups.find((row) => row.group_id === groupId && row.cycle_id === cycleId);
};

beforeAll(async () => {
  const seeded = await seedPlanWorkspace(world, world.ada);
  ({ workspace, assessment, cycleId } = seeded);
  Object.assign(groups, seeded.groups);
});

describe('focus areas', () => {
  let focusAreaId = '';

  it("takes the chart's own figure for a released group (group A: 24 / 6 = 4) and names the population", async () => {
    const { id, plan: answered } = await makeFocusArea(groups.A);
    focusAreaId = id;
    const area = answered.focus_areas.find((candidate) => candidate.id === id)!;
    const chart = await chartFigure(groups.A);
    expect(area.baseline.value).toBe(chart!.value_avg);
    expect(area.baseline.value).toBeCloseTo(4, 10);
    expect(area.baseline.respondents).toBe(6);
    expect(area).toMatchObject({
      label: 'I enjoy my work',
      population: { group_id: groups.A, name: 'Group A' },
      target: { kind: 'change', value: 0.3 },
      target_value: 4.3,
      status: 'active',
      actions: [],
    });
  });

  it('refuses a population the analytics hold back (group B, 3 people) and stores nothing', async () => {
    expect((await chartFigure(groups.B))?.value_avg ?? null).toBeNull();
    const before = await plan();
    const answer = await call('POST', P.focusAreas(workspace.id), focusInput(groups.B));
    expect(answer).toMatchObject({ status: 400, body: { detail: M.noFigure } });
    expect(await plan()).toEqual(before);
  });

  it("All participants takes the chart's figure for everyone", async () => {
    const chart = await chartFigure(null);
    const { id, plan: answered } = await makeFocusArea(null, focusInput(null, { kind: 'average', value: 4.5 }));
    const area = answered.focus_areas.find((candidate) => candidate.id === id)!;
    expect(area.population).toEqual({ group_id: null, name: 'All participants' });
    expect(area.baseline.value).toBe(chart!.value_avg);
    expect(area.target_value).toBe(4.5);
  });

  it("keeps the chart's interval and, for a favourable target, the favourable share (A: 4 of 6 answered 4 or 5)", async () => {
    const second = assessment.questions[1]!.id;
    const input = {
      ...focusInput(groups.A, { kind: 'favourable', value: 80 }),
      subject: { kind: 'question', assessment_id: assessment.id, question_id: second },
    };
    const { id, plan: answered } = await makeFocusArea(groups.A, input);
    const area = answered.focus_areas.find((candidate) => candidate.id === id)!;
    const chart = await call<ChartData>('POST', AnalyticsPaths.chartData(workspace.id), {
      type: 'type1',
      view: 'cycles',
      assessment_id: assessment.id,
      questions_ids: [second],
      groups_ids: [groups.A],
      cycles_ids: [cycleId],
    });
    const row = chart.body.type === 'type1' ? chart.body.groups.find((candidate) => candidate.group_id === groups.A) : undefined;
    // the t interval of 5 5 4 4 3 3 (mean 4, sd sqrt(0.8), t(5) 2.5706) by hand: 4 +/- 2.5706 * 0.8944 / sqrt(6)
    const half = (2.570582 * Math.sqrt(0.8)) / Math.sqrt(6);
    expect(area.baseline.ci_low).toBe(row!.ci_low);
    expect(area.baseline.ci_high).toBe(row!.ci_high);
    expect(area.baseline.ci_low).toBeCloseTo(4 - half, 2);
    expect(area.baseline.ci_high).toBeCloseTo(4 + half, 2);
    expect(area.baseline.favourable).toBeCloseTo((4 / 6) * 100, 1);
    expect(area.target).toEqual({ kind: 'favourable', value: 80 });
    expect(area.target_value).toBe(80);
    const closed = await call('POST', P.closeFocusArea(id), { outcome: 'no_longer_relevant' });
    expect(closed.status).toBe(200);
  });

  it('refuses a favourable target for an index and a share above 100 percent, storing nothing', async () => {
    const before = await plan();
    const index = {
      ...focusInput(groups.A, { kind: 'favourable', value: 70 }),
      subject: { kind: 'index', assessment_id: assessment.id, question_id: null },
    };
    expect(await call('POST', P.focusAreas(workspace.id), index)).toMatchObject({
      status: 400,
      body: { detail: M.favourableNeedsQuestion },
    });
    const above = await call<{ detail: string }>(
      'POST',
      P.focusAreas(workspace.id),
      focusInput(groups.A, { kind: 'favourable', value: 101 }),
    );
    expect(above.status).toBe(400);
    expect(above.body.detail).toMatch(/target\/value.*100/);
    expect(await plan()).toEqual(before);
  });

  it('answers unknown questions, groups, cycles and assessments with their detail', async () => {
    const bad = [
      [{ ...focusInput(groups.A), cycle_id: 'cycle-nope' }, 404, M.cycleNotFound],
      [{ ...focusInput('group-nope') }, 404, M.groupNotFound],
      [
        { ...focusInput(groups.A), subject: { kind: 'question', assessment_id: assessment.id, question_id: 'q-nope' } },
        404,
        M.questionNotFound,
      ],
      [{ ...focusInput(groups.A), target: { kind: 'change', value: 11 } }, 400, /target/],
    ] as const;
    for (const [input, status, detail] of bad) {
      const answer = await call<{ detail: string }>('POST', P.focusAreas(workspace.id), input);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      if (typeof detail === 'string') expect(answer.body.detail).toBe(detail);
      else expect(answer.body.detail).toMatch(detail);
    }
  });

  it('refuses the same question and population twice while active', async () => {
    const answer = await call('POST', P.focusAreas(workspace.id), focusInput(groups.A));
    expect(answer).toMatchObject({ status: 409, body: { detail: M.alreadyFocusArea } });
  });

  it('an index focus area (the whole assessment) takes the chart of all its scored questions', async () => {
    const { id, plan: answered } = await makeFocusArea(groups.A, {
      ...focusInput(groups.A),
      subject: { kind: 'index', assessment_id: assessment.id, question_id: null },
    } as never);
    const area = answered.focus_areas.find((candidate) => candidate.id === id)!;
    expect(area).toMatchObject({ label: 'Team health', subject: { kind: 'index', question_id: null } });
    expect(area.baseline.value).toBeCloseTo(4, 10);
  });

  it('closes with an outcome; a closed one cannot be closed again and takes no new action', async () => {
    const { plan: answered } = (
      await call<PlanChangeAnswer>('POST', P.closeFocusArea(focusAreaId), { outcome: 'partly_achieved', note: 'Forum started' })
    ).body;
    expect(answered.focus_areas.find((area) => area.id === focusAreaId)).toMatchObject({
      status: 'closed',
      outcome: 'partly_achieved',
      outcome_note: 'Forum started',
    });
    expect(await call('POST', P.closeFocusArea(focusAreaId), { outcome: 'achieved' })).toMatchObject({
      status: 409,
      body: { detail: M.focusAreaClosed },
    });
    expect(
      await call('POST', P.actions(focusAreaId), {
        title: 'Late',
        owner: { consultant_id: world.teamA.consultantIds[0] },
        due_date: '2027-01-01',
      }),
    ).toMatchObject({ status: 409, body: { detail: M.focusAreaClosed } });
    expect((await call('POST', P.closeFocusArea(focusAreaId), { outcome: 'maybe' })).status).toBe(400);
  });
});

describe('actions', () => {
  let areaId = '';
  let consultantAction = '';
  let contactAction = '';
  beforeAll(async () => {
    areaId = (await makeFocusArea(groups.A)).id;
  });

  it('adds an action owned by a consultant of the team, with its name', async () => {
    const [adaId] = world.teamA.consultantIds;
    const { id, plan: answered } = (
      await call<PlanChangeAnswer>('POST', P.actions(areaId), {
        title: ' Monthly team forum ',
        description: 'Open questions to the board',
        owner: { consultant_id: adaId },
        due_date: '2027-01-15',
      })
    ).body;
    consultantAction = id;
    const action = answered.focus_areas.find((area) => area.id === areaId)!.actions.find((candidate) => candidate.id === id)!;
    expect(action).toMatchObject({
      title: 'Monthly team forum',
      owner: { kind: 'consultant', consultant_id: adaId },
      due_date: '2027-01-15',
      status: 'planned',
      overdue: false,
    });
    expect(action.owner.name).toBeTruthy();
  });

  it('adds an action owned by a client contact, and lists the overdue one first', async () => {
    const { id, plan: answered } = (
      await call<PlanChangeAnswer>('POST', P.actions(areaId), {
        title: 'Team charter',
        owner: { contact: { name: 'Dana Client', email: 'dana@client.example' } },
        due_date: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
      })
    ).body;
    contactAction = id;
    const actions = answered.focus_areas.find((area) => area.id === areaId)!.actions;
    expect(actions.map((action) => action.id)).toEqual([contactAction, consultantAction]);
    expect(actions[0]).toMatchObject({
      overdue: true,
      owner: { kind: 'contact', consultant_id: null, name: 'Dana Client', email: 'dana@client.example' },
    });
  });

  it('refuses an owner outside the team, a contact who is a user, and bad titles, dates and e-mails, storing nothing', async () => {
    const before = await plan();
    const base = { title: 'x', owner: { consultant_id: world.teamA.consultantIds[0] }, due_date: '2027-01-15' };
    const bad = [
      [{ ...base, owner: { consultant_id: world.teamB.consultantIds[0] } }, 400, M.ownerNotInTeam],
      [{ ...base, owner: { contact: { name: 'Ada', email: 'ADA@example.com' } } }, 400, M.contactIsUser],
      [{ ...base, owner: { contact: { name: 'Dana', email: 'nope' } } }, 400, M.contactEmailInvalid],
      [{ ...base, owner: { contact: { name: ' ', email: 'dana@client.example' } } }, 400, M.contactNameRequired],
      [{ ...base, title: '  ' }, 400, M.titleRequired],
      [{ ...base, title: 'x'.repeat(ActionPlanRules.titleMax + 1) }, 400, M.titleTooLong],
      [{ ...base, due_date: '15/01/2027' }, 400, `body/due_date: ${M.dueDateInvalid}`],
      [{ ...base, owner: {} }, 400, null],
    ] as const;
    for (const [input, status, detail] of bad) {
      const answer = await call<{ detail: string }>('POST', P.actions(areaId), input);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(typeof answer.body.detail).toBe('string');
      if (detail) expect(answer.body.detail).toBe(detail);
    }
    expect(await plan()).toEqual(before);
  });

  it('changes status, title and due date, adds a note and ticks the checklist, each answered with the plan', async () => {
    await call('PATCH', P.action(consultantAction), { status: 'in_progress', title: 'Quarterly forum', due_date: '2027-02-01' });
    await call('POST', P.notes(consultantAction), { body: 'Room booked' });
    const item = (await call<PlanChangeAnswer>('POST', P.checklist(consultantAction), { text: 'Invite the board' })).body;
    const itemId = item.plan.focus_areas.find((area) => area.id === areaId)!.actions.find((action) => action.id === consultantAction)!
      .checklist[0]!.id;
    await call('PATCH', P.checklistItem(consultantAction, itemId), { done: true });
    const action = (await plan()).focus_areas
      .find((area) => area.id === areaId)!
      .actions.find((candidate) => candidate.id === consultantAction)!;
    expect(action).toMatchObject({ status: 'in_progress', title: 'Quarterly forum', due_date: '2027-02-01' });
    expect(action.notes).toMatchObject([{ body: 'Room booked', author: { kind: 'consultant' } }]);
    expect(action.notes[0]!.author.name).toBeTruthy();
    expect(action.checklist).toEqual([{ id: itemId, text: 'Invite the board', done: true }]);
  });

  it('answers bad notes, checklist items and statuses with their detail', async () => {
    expect(await call('POST', P.notes(consultantAction), { body: ' ' })).toMatchObject({ status: 400, body: { detail: M.noteRequired } });
    expect(await call('POST', P.notes(consultantAction), { body: 'x'.repeat(ActionPlanRules.noteMax + 1) })).toMatchObject({
      status: 400,
      body: { detail: M.noteTooLong },
    });
    expect(await call('POST', P.checklist(consultantAction), { text: '' })).toMatchObject({
      status: 400,
      body: { detail: M.checklistTextRequired },
    });
    expect(await call('PATCH', P.checklistItem(consultantAction, 'nope'), { done: true })).toMatchObject({
      status: 404,
      body: { detail: M.checklistItemNotFound },
    });
    expect((await call<{ detail: string }>('PATCH', P.action(consultantAction), { status: 'finished' })).status).toBe(400);
  });

  it('removes an action; a removed one is not found', async () => {
    const removed = (await call<PlanChangeAnswer>('DELETE', P.action(contactAction))).body;
    expect(removed.plan.focus_areas.find((area) => area.id === areaId)!.actions.map((action) => action.id)).toEqual([consultantAction]);
    expect(await call('PATCH', P.action(contactAction), { status: 'done' })).toMatchObject({
      status: 404,
      body: { detail: M.actionNotFound },
    });
  });

  it('allows at most five active focus areas in a workspace; closing one makes room', async () => {
    // two questions and the index, for group A and All participants: six different focus areas
    const subjects = [
      { kind: 'question', assessment_id: assessment.id, question_id: assessment.questions[0]!.id },
      { kind: 'question', assessment_id: assessment.id, question_id: assessment.questions[1]!.id },
      { kind: 'index', assessment_id: assessment.id, question_id: null },
    ];
    const key = (subject: { kind: string; question_id: string | null }, group: string | null) =>
      `${subject.kind}:${subject.question_id}:${group}`;
    const active = () => plan().then((answer) => answer.focus_areas.filter((area) => area.status === 'active'));
    const taken = new Set((await active()).map((area) => key(area.subject, area.population.group_id)));
    const free = [groups.A, null]
      .flatMap((group) => subjects.map((subject) => ({ group, subject })))
      .filter((item) => !taken.has(key(item.subject, item.group)));
    while ((await active()).length < ActionPlanRules.maxActiveFocusAreas) {
      const item = free.shift()!;
      await makeFocusArea(item.group, { ...focusInput(item.group), subject: item.subject } as never);
    }
    const sixth = free.shift()!;
    const refused = await call('POST', P.focusAreas(workspace.id), { ...focusInput(sixth.group), subject: sixth.subject });
    expect(refused).toMatchObject({ status: 409, body: { detail: M.tooManyActive } });
    const first = (await active())[0]!;
    await call('POST', P.closeFocusArea(first.id), { outcome: 'no_longer_relevant' });
    await makeFocusArea(sixth.group, { ...focusInput(sixth.group), subject: sixth.subject } as never);
    expect((await active()).length).toBe(ActionPlanRules.maxActiveFocusAreas);
  });
});

describe('the xlsx of all actions', () => {
  it('holds every action under its focus area as the plan reads, read back with exceljs', async () => {
    const area = (await plan()).focus_areas.find((candidate) => candidate.status === 'active')!;
    const added = await call<PlanChangeAnswer>('POST', P.actions(area.id), {
      title: 'Quarterly listening forum',
      description: 'Open questions, answered within a week',
      owner: { contact: { name: 'Pat Client', email: 'pat@client.example' } },
      due_date: '2027-05-01',
    });
    expect(added.status).toBe(200);
    await call('POST', P.checklist(added.body.id), { text: 'Book the room' });
    await call('POST', P.notes(added.body.id), { body: 'First date agreed' });
    const current = await plan();
    const response = await fetch(`${world.runtime.url}/api/v1${P.actionsXlsx(workspace.id)}`, {
      headers: { authorization: `Bearer ${world.ada}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Action_plan_Plans Co.xlsx');
    const [sheet] = await sheetsOf(Buffer.from(await response.arrayBuffer()));
    expect(sheet!.name).toBe('Actions');
    expect(sheet!.rows[0]).toEqual([
      'Focus area',
      'Population',
      'Baseline',
      'Respondents',
      'Target',
      'Focus area status',
      'Action',
      'Description',
      'Owner',
      'Owner is',
      'Due date',
      'Status',
      'Overdue',
      'Checklist done',
      'Latest note',
    ]);
    const expectedRows = current.focus_areas.reduce((sum, candidate) => sum + Math.max(1, candidate.actions.length), 0);
    expect(sheet!.rows).toHaveLength(1 + expectedRows);
    const row = sheet!.rows.find((cells) => cells[6] === 'Quarterly listening forum')!;
    expect(row).toEqual([
      area.label,
      area.population.name,
      area.baseline.value,
      area.baseline.respondents,
      area.target.kind === 'change' ? `+${area.target.value.toFixed(2)} by the next cycle` : expect.any(String),
      'Active',
      'Quarterly listening forum',
      'Open questions, answered within a week',
      'Pat Client',
      'Client contact',
      '2027-05-01',
      'Planned',
      'No',
      '0 of 1',
      'First date agreed',
    ]);
    await call('DELETE', P.action(added.body.id));
  });
});

describe('the team and workspace rule', () => {
  it('hides every route from another team (404) and refuses a colleague not assigned to the workspace (403), storing nothing', async () => {
    const area = (await plan()).focus_areas.find((candidate) => candidate.status === 'active')!;
    const actionId = (
      await call<PlanChangeAnswer>('POST', P.actions(area.id), {
        title: 'Guarded',
        owner: { consultant_id: world.teamA.consultantIds[0] },
        due_date: '2027-03-01',
      })
    ).body.id;
    const before = await plan();
    const itemId = 'any-item';
    const workspaceProbes = (hidden: string): Probe[] => [
      { method: 'GET', path: P.plan(workspace.id), hidden },
      { method: 'GET', path: P.actionsXlsx(workspace.id), hidden },
      { method: 'POST', path: P.focusAreas(workspace.id), json: focusInput(groups.A), hidden },
    ];
    const areaProbes = (hidden: string): Probe[] => [
      { method: 'POST', path: P.closeFocusArea(area.id), json: { outcome: 'achieved' }, hidden },
      {
        method: 'POST',
        path: P.actions(area.id),
        json: { title: 'x', owner: { consultant_id: world.teamA.consultantIds[0] }, due_date: '2027-01-01' },
        hidden,
      },
    ];
    const actionProbes = (hidden: string): Probe[] => [
      { method: 'PATCH', path: P.action(actionId), json: { status: 'done' }, hidden },
      { method: 'DELETE', path: P.action(actionId), hidden },
      { method: 'POST', path: P.notes(actionId), json: { body: 'x' }, hidden },
      { method: 'POST', path: P.checklist(actionId), json: { text: 'x' }, hidden },
      { method: 'PATCH', path: P.checklistItem(actionId, itemId), json: { done: true }, hidden },
    ];
    await expectHidden(world.api, world.bea, [
      ...workspaceProbes(WorkspaceMessages.notFound),
      ...areaProbes(M.focusAreaNotFound),
      ...actionProbes(M.actionNotFound),
    ]);
    await expectNotAssigned(world.api, world.alan, [...workspaceProbes(''), ...areaProbes(''), ...actionProbes('')]);
    expect(await plan()).toEqual(before);
  });
});
