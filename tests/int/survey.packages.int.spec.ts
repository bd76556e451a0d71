import type { Assessment, Package } from '@canopy/contracts/survey/api';
import { UNSTORABLE_TEXT_MESSAGE } from '@canopy/contracts';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned, type Probe } from '../support/access.ts';
import { createAssessment, createCategory } from '../support/library.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Packages of a workspace and the assessments in them, reached through the workspace rule: another team's
// are not found (404), a colleague not assigned to the workspace is refused (403).

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;

const packageBody = (change: Record<string, unknown> = {}) => ({
  name: 'Spring pulse',
  description: 'Quarterly check-in',
  workspace_id: workspace.id,
  languages_tags: ['es_ES'],
  logo_team: true,
  welcome_screen_title: { en_US: 'Welcome', es_ES: 'Bienvenida', fr_FR: 'Bienvenue' },
  welcome_screen_description: { en_US: 'Ten minutes of your time' },
  ...change,
});
const createPackage = async (change: Record<string, unknown> = {}) => {
  const answer = await world.api.call<Package>('POST', '/packages', { token: world.ada, json: packageBody(change) });
  if (answer.status !== 201) throw new Error(`creating a package failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Acme');
  const category = await createCategory(world.api, world.ada, 'Pulse');
  assessment = await createAssessment(world.api, world.ada, category.id, 'Pulse', [
    { body: 'I enjoy my work', answer_type: 'one_to_five' },
  ]);
});

describe('packages', () => {
  it('are created speaking English always, with welcome texts in their languages only', async () => {
    const created = await createPackage();
    expect(created).toMatchObject({
      name: 'Spring pulse',
      description: 'Quarterly check-in',
      workspace_id: workspace.id,
      languages_tags: ['en_US', 'es_ES'],
      logo_team: true,
      logo_workspace: false,
      is_scheduled: false,
      welcome_screen_title: { en_US: 'Welcome', es_ES: 'Bienvenida' },
      assessments: [],
    });
    expect(created.welcome_screen_title).not.toHaveProperty('fr_FR');
    const list = await world.api.call<Package[]>('GET', `/packages/by-workspace/${workspace.id}`, { token: world.ada });
    expect(list.body.map((item) => item.id)).toContain(created.id);
  });

  it.each([
    [{ name: ' ' }, 'Package name is required'],
    [{ workspace_id: undefined }, 'Workspace is required'],
    [{ name: 'Bad\u0000' }, `body/name: ${UNSTORABLE_TEXT_MESSAGE}`],
    [{ welcome_screen_title: { en_US: '\ud800' } }, `body/welcome_screen_title/en_US: ${UNSTORABLE_TEXT_MESSAGE}`],
    [{ languages_tags: ['de_DE'] }, 'body/languages_tags/0: Invalid option: expected one of "en_US"|"es_ES"|"fr_FR"|"he_IL"|"cn_HMN"'],
  ])('refuses %j', async (change, detail) => {
    expect(await world.api.call('POST', '/packages', { token: world.ada, json: packageBody(change) })).toMatchObject({
      status: 400,
      body: { detail },
    });
  });

  it('are updated and deleted', async () => {
    const created = await createPackage({ name: 'To change' });
    const updated = await world.api.call<Package>('PUT', `/packages/${created.id}`, {
      token: world.ada,
      json: packageBody({ name: 'Changed', languages_tags: [], logo_workspace: true }),
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { name: 'Changed', languages_tags: ['en_US'], logo_workspace: true, welcome_screen_title: { en_US: 'Welcome' } },
    });
    expect(await world.api.call('DELETE', `/packages/${created.id}`, { token: world.ada })).toMatchObject({
      status: 200,
      body: { id: created.id },
    });
    expect(await world.api.call('GET', `/packages/${created.id}`, { token: world.ada })).toMatchObject({
      status: 404,
      body: { detail: 'Could not find package' },
    });
  });

  it('hold assessments added and removed, with when each joined', async () => {
    const created = await createPackage({ name: 'With assessments' });
    const added = await world.api.call<Package>('POST', `/assessments/${assessment.id}/to-package/${created.id}`, {
      token: world.ada,
      json: { relation: true },
    });
    expect(added.status).toBe(200);
    expect(added.body.assessments.map((item) => item.id)).toEqual([assessment.id]);
    expect(Date.parse(added.body.assessments[0]!.relation_created_at)).not.toBeNaN();
    // a default assessment is everyone's to send
    const withDefault = await world.api.call<Package>('POST', `/assessments/canopy-engagement/to-package/${created.id}`, {
      token: world.ada,
      json: { relation: true },
    });
    expect(withDefault.body.assessments.map((item) => item.id)).toEqual([assessment.id, 'canopy-engagement']);
    expect(
      (await world.api.call<Assessment[]>('GET', `/assessments/by-workspace/${workspace.id}`, { token: world.ada })).body
        .map((item) => item.id)
        .sort(),
    ).toEqual([assessment.id, 'canopy-engagement'].sort());
    const removed = await world.api.call<Package>('POST', `/assessments/canopy-engagement/to-package/${created.id}`, {
      token: world.ada,
      json: { relation: false },
    });
    expect(removed.body.assessments.map((item) => item.id)).toEqual([assessment.id]);
    // another team's assessment does not exist for the caller
    const beaCategory = await createCategory(world.api, world.bea, 'Bea');
    const beas = await createAssessment(world.api, world.bea, beaCategory.id, 'Private', [{ body: 'Mine', answer_type: 'text' }]);
    expect(
      await world.api.call('POST', `/assessments/${beas.id}/to-package/${created.id}`, { token: world.ada, json: { relation: true } }),
    ).toMatchObject({
      status: 404,
      body: { detail: 'Could not find assessment' },
    });
    expect(
      await world.api.call('POST', `/assessments/nope/to-package/${created.id}`, { token: world.ada, json: { relation: true } }),
    ).toMatchObject({
      status: 404,
      body: { detail: 'Could not find assessment' },
    });
  });

  it('refuse an archived assessment, and drop a deleted one', async () => {
    const created = await createPackage({ name: 'Archive check' });
    const category = await createCategory(world.api, world.ada, 'Temporary');
    const make = () => createAssessment(world.api, world.ada, category.id, 'Short-lived', [{ body: 'Question', answer_type: 'text' }]);
    const archived = await make();
    await world.api.call('PUT', `/assessments/${archived.id}/archivate`, { token: world.ada });
    expect(
      await world.api.call('POST', `/assessments/${archived.id}/to-package/${created.id}`, { token: world.ada, json: { relation: true } }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'An archived assessment cannot be added to a package' },
    });
    const deleted = await make();
    await world.api.call('POST', `/assessments/${deleted.id}/to-package/${created.id}`, { token: world.ada, json: { relation: true } });
    await world.api.call('DELETE', `/assessments/${deleted.id}`, { token: world.ada });
    expect((await world.api.call<Package>('GET', `/packages/${created.id}`, { token: world.ada })).body.assessments).toEqual([]);
  });

  it('refuse ids holding a NUL byte with a 400', async () => {
    for (const [method, path] of [
      ['GET', '/packages/p%00'],
      ['GET', '/packages/by-workspace/w%00'],
      ['POST', `/assessments/${'a'}/to-package/p%00`],
    ] as const) {
      const answer = await world.api.call(method, path, { token: world.ada, json: method === 'POST' ? { relation: true } : undefined });
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 400,
        body: { detail: expect.stringContaining(UNSTORABLE_TEXT_MESSAGE) },
      });
    }
  });

  it("are another team's to reach never, and an unassigned colleague's not to change", async () => {
    const created = await createPackage({ name: 'Guarded' });
    const hidden = (detail: string, probes: Omit<Probe, 'hidden'>[]) => probes.map((probe) => ({ ...probe, hidden: detail }));
    await expectHidden(world.api, world.bea, [
      ...hidden('Could not find workspace', [
        { method: 'GET', path: `/packages/by-workspace/${workspace.id}` },
        { method: 'GET', path: `/assessments/by-workspace/${workspace.id}` },
        { method: 'POST', path: '/packages', json: packageBody() },
      ]),
      ...hidden('Could not find package', [
        { method: 'GET', path: `/packages/${created.id}` },
        { method: 'PUT', path: `/packages/${created.id}`, json: packageBody() },
        { method: 'DELETE', path: `/packages/${created.id}` },
        { method: 'POST', path: `/assessments/canopy-engagement/to-package/${created.id}`, json: { relation: true } },
      ]),
    ]);
    await expectNotAssigned(world.api, world.alan, [
      { method: 'GET', path: `/packages/by-workspace/${workspace.id}`, hidden: '' },
      { method: 'GET', path: `/assessments/by-workspace/${workspace.id}`, hidden: '' },
      { method: 'POST', path: '/packages', json: packageBody(), hidden: '' },
      { method: 'GET', path: `/packages/${created.id}`, hidden: '' },
      { method: 'PUT', path: `/packages/${created.id}`, json: packageBody(), hidden: '' },
      { method: 'DELETE', path: `/packages/${created.id}`, hidden: '' },
      { method: 'POST', path: `/assessments/${assessment.id}/to-package/${created.id}`, json: { relation: true }, hidden: '' },
    ]);
    // nothing changed
    expect((await world.api.call<Package>('GET', `/packages/${created.id}`, { token: world.ada })).body).toMatchObject({
      name: 'Guarded',
      assessments: [],
    });
  });
});
