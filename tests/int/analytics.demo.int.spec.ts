import type { BlocksResponse, ChartData } from '@canopy/contracts/analytics/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { seedDemoAnswers } from '@canopy/analytics/demo/seedDemoAnswers';
import { expect, it } from 'vitest';
import { apiClient } from '../support/identity.ts';
import { startTestRuntime } from '../support/runtime.ts';

// What `npm start` shows on the Culture page: the demo package answered in two cycles by most of Northwind Health.

it('SEED_DEMO answers the demo package in two cycles, once, and the Culture page draws them', async () => {
  const runtime = await startTestRuntime({ env: { SEED_DEMO: 'true' } });
  try {
    const api = apiClient(runtime);
    const token = await api.tokenFor('demo@canopy.local', 'canopy-demo');
    const me = (await api.call('GET', '/consultants/current', { token })).body;
    const northwind = (await api.call<Workspace[]>('GET', `/workspaces/by-team/${me.team_id}`, { token })).body.find(
      (item) => item.name === 'Northwind Health',
    )!;
    let blocks = (await api.call<BlocksResponse>('GET', `/analytics/workspaces/${northwind.id}/blocks`, { token })).body;
    for (let tries = 0; !blocks.has_answers && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      blocks = (await api.call<BlocksResponse>('GET', `/analytics/workspaces/${northwind.id}/blocks`, { token })).body;
    }
    expect(blocks.has_answers).toBe(true);
    // the two answered cycles and the forever link open now: no empty cycle from the seeding itself
    expect(blocks.cycles).toHaveLength(3);
    expect(blocks.blocks.map((block) => block.name).sort()).toEqual(['Employee Net Promoter Score', 'Engagement', 'Psychological Safety']);
    const engagement = blocks.blocks.find((block) => block.name === 'Engagement')!;
    // the seed appended everything before start-up ended; the read model may still be catching up
    const everyoneByCycle = async () => {
      const chart = await api.call<ChartData>('POST', `/analytics/workspaces/${northwind.id}/charts/data`, {
        token,
        json: { type: 'type1', view: 'cycles', assessment_id: engagement.assessment_id },
      });
      if (chart.body.type !== 'type1') throw new Error(JSON.stringify(chart.body));
      return chart.body.groups.filter((row) => row.group_name === 'All participants');
    };
    let everyone = await everyoneByCycle();
    for (let tries = 0; everyone.length < 2 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      everyone = await everyoneByCycle();
    }
    expect(everyone).toHaveLength(2);
    expect(everyone.every((row) => row.value_avg !== null && row.value_avg >= 1 && row.value_avg <= 5)).toBe(true);
    expect(await seedDemoAnswers(runtime.deps)).toBe(0);
  } finally {
    await runtime.close();
  }
});
