import type { AlertsResponse } from '@canopy/contracts/analytics/alerts';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { IdentifyResponse } from '@canopy/contracts/survey/respondent';
import { WorkspaceMessages, type Workspace } from '@canopy/contracts/workspace/api';
import { alertDigestOf } from '@canopy/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { addToPackage, createAssessment, createCategory } from '../support/library.ts';
import { startTestInbox } from '../support/mail.ts';
import { addGroupOf, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Alerts (ADR 0133) on a workspace answered through the respondent API in two cycles (a link each, the first removed
// before the second opens). Three groups of 25 on one five-point question, counts of the answers 1..5:
//   Sales    cycle 1  2 8 10 5 0 (2.72)   cycle 2  0 2 6 12 5 (3.80)   +1.08, 27 points on 0-100
//   Support  cycle 1  0 3 7 10 5 (3.68)   cycle 2  2 6 10 5 2 (2.96)   -0.72, 18 points
//   Finance  cycle 1  1 4 10 8 2 (3.24)   cycle 2  1 4 9 9 2 (3.28)    +0.04: noise
// R 4.2.2, t.test(after, before): Sales t = 4.35 (df 47.96, 95% interval 0.580 to 1.580), Support t = -2.54
// (-1.291 to -0.149), Finance t = 0.15; with all participants (3.21 -> 3.35, p = 0.42), p.adjust(p, 'BH') over the
// four gives Sales 0.00029, Support 0.029, all participants 0.56, Finance 0.89. The defaults (p < 0.05, 20 in both
// cycles, 8 points) alert Sales and Support.

const inbox = await startTestInbox();
const world = withTwoTeams({
  env: {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    // the spec runs the digest's sweep itself, twice, instead of waiting for its minute
    MESSAGE_SCHEDULER: 'false',
    RESPONDENT_RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_MINUTE: '100000',
  },
});
afterAll(async () => inbox.close());

let workspace: Workspace;
let assessment: Assessment;
let pkg: Package;
const COUNTS = {
  Sales: [
    [2, 8, 10, 5, 0],
    [0, 2, 6, 12, 5],
  ],
  Support: [
    [0, 3, 7, 10, 5],
    [2, 6, 10, 5, 2],
  ],
  Finance: [
    [1, 4, 10, 8, 2],
    [1, 4, 9, 9, 2],
  ],
} as const;
/** the answers 1..5 by their counts, in order */
const valuesOf = (counts: readonly number[]) => counts.flatMap((count, index) => Array.from({ length: count }, () => index + 1));

const alerts = (token = world.ada) => world.api.call<AlertsResponse>('GET', `/analytics/workspaces/${workspace.id}/alerts`, { token });
const setThresholds = (thresholds: unknown) => {
  const form = new FormData();
  form.set('alert_thresholds', typeof thresholds === 'string' ? thresholds : JSON.stringify(thresholds));
  return world.api.call<Workspace>('PUT', `/workspaces/${workspace.id}`, { token: world.ada, form });
};
const answerIn = async (linkId: string, person: { id: string; email: string }, value: number) => {
  const identified = await world.api.call<IdentifyResponse>('POST', '/participants/identify', {
    json: { link: linkId, participant_id: person.id, email: person.email },
  });
  expect(identified.status, JSON.stringify(identified.body)).toBe(200);
  const answer = await world.api.call('POST', '/answers', {
    json: {
      token: identified.body.token,
      link: linkId,
      participant_id: person.id,
      package_id: pkg.id,
      assessment_id: assessment.id,
      answers: [{ question_id: assessment.questions[0]!.id, answer_type: 'one_to_five', answer_value: value }],
      collaboration: [],
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
const digestMails = () => inbox.messages.filter((mail) => mail.subject?.startsWith('Alerts Co:'));

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Alerts Co');
  const category = await createCategory(world.api, world.ada, 'Alerts category');
  assessment = await createAssessment(world.api, world.ada, category.id, 'Alerts pulse', [
    { body: 'I enjoy my work', answer_type: 'one_to_five' },
  ]);
  const created = await world.api.call<Package>('POST', '/packages', {
    token: world.ada,
    json: { name: 'Quarterly pulse', description: '', workspace_id: workspace.id, languages_tags: ['en_US'] },
  });
  expect(created.status).toBe(201);
  pkg = created.body;
  await addToPackage(world.api, world.ada, assessment.id, pkg.id);
  let n = 0;
  const groups = await Promise.all(
    Object.keys(COUNTS).map((name) =>
      addGroupOf(
        world.api,
        world.ada,
        workspace.id,
        name,
        Array.from({ length: 25 }, () => participantRow(workspace.id, n++)),
      ),
    ),
  );
  const people = groups.map(({ people }) => people.participants);
  for (const cycle of [0, 1] as const) {
    const link = await world.api.call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, {
      token: world.ada,
      json: { is_forever: true },
    });
    expect(link.status).toBe(200);
    for (const [index, counts] of Object.values(COUNTS).entries()) {
      const values = valuesOf(counts[cycle]);
      for (const [at, person] of people[index]!.entries()) await answerIn(link.body.package_link, person, values[at]!);
    }
    // removing the link closes its cycle
    expect((await world.api.call('PUT', `/packages/${pkg.id}/link`, { token: world.ada })).status).toBe(200);
  }
  const settings = await world.api.call('PUT', `/analytics/workspaces/${workspace.id}/settings`, {
    token: world.ada,
    json: { minimum_group_size: 5 },
  });
  expect(settings.status).toBe(200);
  // the answers reach the read model through the projections: wait until the chart counts every one
  for (let tries = 0; ; tries++) {
    const chart = await world.api.call<{ groups: { respondents: number | null }[] }>(
      'POST',
      `/analytics/workspaces/${workspace.id}/charts/data`,
      { token: world.ada, json: { type: 'type1', view: 'cycles', assessment_id: assessment.id } },
    );
    const total = chart.body.groups.reduce((sum, group) => sum + (group.respondents ?? 0), 0);
    if (total === 2 * (75 + 75)) break;
    if (tries > 100) throw new Error(`answers not projected: ${total}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);

describe('alerts of the latest cycle against the one before', () => {
  it('alerts the two groups that moved by a known amount and not the one that moved by noise, under the defaults', async () => {
    const answer = await alerts();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.thresholds).toEqual({ alpha: 0.05, minimum_respondents: 20, minimum_move: 8 });
    // all participants and the three groups were compared
    expect(answer.body.compared).toBe(4);
    expect(answer.body.alerts.map((alert) => [alert.group_name, alert.mark, alert.from, alert.to, alert.difference, alert.move])).toEqual([
      ['Sales', 'improved', 2.72, 3.8, 1.08, 27],
      ['Support', 'declined', 3.68, 2.96, -0.72, -18],
    ]);
    const [sales] = answer.body.alerts;
    expect(sales).toMatchObject({
      assessment_id: assessment.id,
      question_id: assessment.questions[0]!.id,
      question_body: 'I enjoy my work',
      scale: 'five',
      n_before: 25,
      n_after: 25,
    });
    expect([sales!.ci_low, sales!.ci_high]).toEqual([0.58, 1.58]);
    expect(sales!.p_adjusted).toBeCloseTo(0.0002862254, 6);
    expect(answer.body.alerts[1]!.p_adjusted).toBeCloseTo(0.0292041209, 6);
    expect(sales!.from_cycle_id).not.toBe(sales!.to_cycle_id);
  });

  it('changes the list with the workspace thresholds, kept as a setting of the workspace', async () => {
    const stricter = await setThresholds({ alpha: 0.05, minimum_respondents: 20, minimum_move: 20 });
    expect(stricter.status, JSON.stringify(stricter.body)).toBe(200);
    expect(stricter.body.alert_thresholds).toEqual({ alpha: 0.05, minimum_respondents: 20, minimum_move: 20 });
    expect((await alerts()).body.alerts.map((alert) => alert.group_name)).toEqual(['Sales']);
    await setThresholds({ alpha: 0.05, minimum_respondents: 26, minimum_move: 8 });
    expect((await alerts()).body.alerts).toEqual([]);
    // a level stricter than Support's adjusted p keeps only Sales; a looser one lets no noise in
    await setThresholds({ alpha: 0.001, minimum_respondents: 20, minimum_move: 8 });
    expect((await alerts()).body.alerts.map((alert) => alert.group_name)).toEqual(['Sales']);
    await setThresholds({ alpha: 0.2, minimum_respondents: 20, minimum_move: 0 });
    expect((await alerts()).body.alerts.map((alert) => alert.group_name)).toEqual(['Sales', 'Support']);
    const back = await setThresholds({ alpha: 0.05, minimum_respondents: 20, minimum_move: 8 });
    expect(back.body.alert_thresholds).toEqual({ alpha: 0.05, minimum_respondents: 20, minimum_move: 8 });
  });

  it('refuses thresholds out of range with a detail and keeps the stored ones', async () => {
    for (const bad of [
      { alpha: 0, minimum_respondents: 20, minimum_move: 8 },
      { alpha: 0.05, minimum_respondents: 1, minimum_move: 8 },
      { alpha: 0.05, minimum_respondents: 20, minimum_move: 120 },
      { alpha: 0.05 },
      'not json',
    ]) {
      const answer = await setThresholds(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect((answer.body as unknown as { detail: string }).detail).toContain(WorkspaceMessages.alertThresholdsInvalid);
    }
    expect((await alerts()).body.thresholds).toEqual({ alpha: 0.05, minimum_respondents: 20, minimum_move: 8 });
  });

  it('hides the alerts from another team (404) and refuses a colleague not assigned (403)', async () => {
    const probes = [{ method: 'GET', path: `/analytics/workspaces/${workspace.id}/alerts`, hidden: WorkspaceMessages.notFound }];
    await expectHidden(world.api, world.bea, probes);
    await expectNotAssigned(world.api, world.alan, probes);
    expect((await world.api.call('GET', `/analytics/workspaces/${workspace.id}/alerts`)).status).toBe(401);
  });
});

describe('the digest when a cycle closes', () => {
  it('mails the alerts of the closed cycle to the workspace consultant once, however often the sweep runs', async () => {
    const digest = await alertDigestOf(world.runtime.deps);
    await digest.sweep(new Date());
    await digest.sweep(new Date());
    const mail = await inbox.waitFor((candidate) => candidate.subject?.startsWith('Alerts Co:') ?? false);
    await digest.sweep(new Date());
    expect(digestMails()).toHaveLength(1);
    expect(mail.subject).toBe('Alerts Co: 2 significant moves since the cycle before');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ada@example.com');
    expect(mail.text).toContain('Sales, I enjoy my work: 2.72 to 3.80, +1.08');
    expect(mail.text).toContain('Support, I enjoy my work: 3.68 to 2.96, −0.72');
    expect(mail.text).not.toContain('Finance');
    expect(mail.text).toContain(`/analytics/alerts?workspace=${workspace.id}`);
  });
});
