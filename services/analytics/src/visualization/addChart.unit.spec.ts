import { AnalyticsMessages } from '@canopy/contracts/analytics/api';
import type { PackageCore } from '@canopy/contracts/survey/api';
import { describe, expect, it } from 'vitest';
import { addChart } from './addChart.ts';
import type { Block, VisualizationPorts } from './blockAccess.ts';

// The 'Add Custom Graph' use case called without HTTP (ADR 0145): its checks of the chart against the workspace's
// packages, and the command it runs with the prelude's caller, moment and context.

const held = [{ id: 'p1', assessments: [{ id: 'a1', questions: [{ id: 'q1' }, { id: 'q2' }] }] }] as unknown as PackageCore[];

const world = () => {
  const sent: Array<{ stream: string; command: { type: string; data: Record<string, unknown> }; context: unknown }> = [];
  const ports = {
    packages: { ofWorkspace: async (workspaceId: string) => (workspaceId === 'w1' ? held : []) },
    commands: {
      visualization: async (stream: string, command: { type: string; data: Record<string, unknown> }, context: unknown) => {
        sent.push({ stream, command, context });
      },
    },
  } as unknown as Pick<VisualizationPorts, 'packages' | 'commands'>;
  const now = new Date(Date.UTC(2026, 0, 5, 9));
  const context = { teamId: 't1', actor: 'ada', correlationId: 'r1', now };
  const block = { id: 'b1', name: 'Leaders', workspace_id: 'w1', team_id: 't1' } as unknown as Block;
  const prelude = { user: { id: 'ada', teamId: 't1', isPlatformAdmin: false }, scope: block, now, context };
  return { sent, ports, prelude, now, context };
};

const body = (change: Record<string, unknown> = {}) => ({
  name: 'Mine',
  type: 'type3',
  assessment_id: 'a1',
  x_question_id: 'q1',
  y_question_id: 'q2',
  ...change,
});

describe('adding a custom graph', () => {
  it("adds the chart to the block with the prelude's caller, moment and context", async () => {
    const { sent, ports, prelude, now, context } = world();
    expect(await addChart(ports)({ body: body() }, prelude)).toEqual({ id: 'b1', name: 'Leaders' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      stream: 'b1',
      command: { type: 'AddCustomChart', data: { team_id: 't1', type: 'type3', assessment_id: 'a1', now: now.toISOString() } },
      context,
    });
  });

  it('refuses a chart without a type or an assessment (400) and one naming what the workspace does not hold (404)', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ type: undefined }, 400, AnalyticsMessages.chooseType],
      [{ assessment_id: undefined }, 400, AnalyticsMessages.allFieldsRequired],
      [{ assessment_id: 'elsewhere' }, 404, AnalyticsMessages.assessmentNotInWorkspace],
      [{ y_question_id: 'elsewhere' }, 404, AnalyticsMessages.questionNotInAssessment],
    ];
    for (const [change, statusCode, message] of cases) {
      const { sent, ports, prelude } = world();
      await expect(addChart(ports)({ body: body(change) }, prelude)).rejects.toMatchObject({ statusCode, message });
      expect(sent).toEqual([]);
    }
  });
});
