import { seedDemoWorkspaces } from '@canopy/workspace';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { expect, it } from 'vitest';
import { apiClient } from '../support/identity.ts';
import { startTestRuntime } from '../support/runtime.ts';

// What `npm start` shows a first-time visitor: the demo consultant's workspaces, made once.

it('SEED_DEMO gives the demo consultant two workspaces, once', async () => {
  const runtime = await startTestRuntime({ env: { SEED_DEMO: 'true' } });
  try {
    const api = apiClient(runtime);
    const token = await api.tokenFor('demo@canopy.local', 'canopy-demo');
    const me = (await api.call('GET', '/consultants/current', { token })).body;
    const workspaces = (await api.call<Workspace[]>('GET', `/workspaces/by-team/${me.team_id}`, { token })).body;
    expect(workspaces.map((workspace) => workspace.name).sort()).toEqual(['Leadership Circle 2026', 'Northwind Health']);
    expect(me.workspaces_ids.sort()).toEqual(workspaces.map((workspace) => workspace.id).sort());
    const northwind = workspaces.find((workspace) => workspace.name === 'Northwind Health')!;
    expect(northwind).toMatchObject({ group_classification: 'department', additional_info: { formation_type: 2 } });
    // with staff grouped by department (default groups) and a cohort in two custom groups
    const staff = await api.call('POST', '/participants/by-workspace', { token, json: { workspace_id: northwind.id, limit: 1 } });
    expect(staff.body.all_count).toBe(180);
    const departments = (await api.call('GET', `/groups/by-workspace/${northwind.id}`, { token })).body as Array<{
      name: string;
      origin: string;
      participants_count: number;
    }>;
    expect(departments.filter((group) => group.origin === 'default').length).toBe(7);
    expect(departments.reduce((sum, group) => sum + group.participants_count, 0)).toBe(180);
    const circle = workspaces.find((workspace) => workspace.name === 'Leadership Circle 2026')!;
    const cohorts = (await api.call('GET', `/groups/by-workspace/${circle.id}`, { token })).body as Array<{
      name: string;
      participants_count: number;
    }>;
    expect(cohorts.map((group) => [group.name, group.participants_count]).sort()).toEqual([
      ['Cohort A', 7],
      ['Cohort B', 7],
    ]);
    expect(await seedDemoWorkspaces(runtime.deps)).toEqual([]);
  } finally {
    await runtime.close();
  }
});
