import type { Category, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { seedDemoLibrary } from '@canopy/survey';
import { expect, it } from 'vitest';
import { apiClient } from '../support/identity.ts';
import { startTestRuntime } from '../support/runtime.ts';

// What `npm start` shows in the library: the demo team's category of cloned Canopy assessments and a package
// in Northwind Health, made once.

it('SEED_DEMO gives the demo team a category and a package, once', async () => {
  const runtime = await startTestRuntime({ env: { SEED_DEMO: 'true' } });
  try {
    const api = apiClient(runtime);
    const token = await api.tokenFor('demo@canopy.local', 'canopy-demo');
    const library = (await api.call<Category[]>('GET', '/categories/list/by-team', { token })).body;
    expect(library.map((category) => [category.name, category.assessments.map((assessment) => assessment.name.en_US).sort()])).toEqual([
      ['Northwind programme', ['Employee Net Promoter Score', 'Engagement', 'Psychological Safety']],
    ]);
    const me = (await api.call('GET', '/consultants/current', { token })).body;
    const northwind = (await api.call<Workspace[]>('GET', `/workspaces/by-team/${me.team_id}`, { token })).body.find(
      (workspace) => workspace.name === 'Northwind Health',
    )!;
    const packages = (await api.call<Package[]>('GET', `/packages/by-workspace/${northwind.id}`, { token })).body;
    expect(packages.map((pkg) => [pkg.name, pkg.languages_tags, pkg.assessments.length])).toEqual([
      ['Spring pulse 2026', ['en_US', 'es_ES'], 4],
    ]);
    const link = (await api.call('GET', `/packages/${packages[0]!.id}/link`, { token })).body;
    expect(link).toMatchObject({ is_forever: true, is_paused: false });
    expect((await api.call('GET', `/respondent/preferences/${link.package_link}`)).body.data).toMatchObject({
      package_name: 'Spring pulse 2026',
      languages_tags: ['en_US', 'es_ES'],
    });
    expect(await seedDemoLibrary(runtime.deps)).toBeNull();
  } finally {
    await runtime.close();
  }
});
