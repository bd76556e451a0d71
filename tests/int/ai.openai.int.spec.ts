import type { AiStatusRow, AiWorkerCreated } from '@canopy/contracts/analytics/ai';
import { aiAnalysisStream } from '@canopy/contracts/analytics/aiEvents';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAs, openAnswerPackage, settledRun } from '../support/ai.ts';
import { startFakeChatServer } from '../support/fakeChatCompletions.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The same flow against an OpenAI-compatible server chosen by configuration alone: a run whose try fails is retried
// by its pg-boss job, a run that fails for good shows its reason and can be started again, and what reaches the
// server is the comments' text with the workspace's people replaced by placeholders.

const server = await startFakeChatServer();
const world = withTwoTeams({
  env: {
    AI_ANALYSER: 'openai',
    AI_OPENAI_BASE_URL: server.baseURL,
    AI_OPENAI_MODEL: 'fake-model',
    AI_OPENAI_RETRIES: '0',
    AI_RUN_RETRY_LIMIT: '1',
    AI_RUN_RETRY_DELAY_SECONDS: '1',
  },
});
afterAll(() => server.close());

let workspace: Workspace;
let pkg: Package;
let assessment: Assessment;
let linkId: string;

const generate = async () => {
  const answer = await world.api.call<AiWorkerCreated>('POST', `/ai/workspaces/${workspace.id}/workers`, {
    token: world.ada,
    json: { workspace_id: workspace.id, package_id: pkg.id, package_link: linkId },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.run_id;
};
const historyOf = async (runId: string) =>
  (await world.runtime.platform.log.readStream(aiAnalysisStream(runId))).events.map((event) => event.type);

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Model Co');
  const people = (
    await addParticipants(
      world.api,
      world.ada,
      Array.from({ length: 10 }, (_, n) => participantRow(workspace.id, n)),
    )
  ).participants;
  ({ pkg, assessment, linkId } = await openAnswerPackage(world.api, world.ada, workspace.id, 'Pulse'));
  for (const [index, person] of people.entries()) {
    await answerAs(
      world.api,
      { pkg, assessment, linkId },
      { id: person.id, email: `person${index}@example.com` },
      {
        text:
          index === 0 ? 'Ask First0003 Last0003 (person3@example.com) about the schedule' : `The schedule is terrible on shift ${index}`,
        anonymous: `Parking spaces are scarce near gate ${index}`,
        language: 'en_US',
      },
    );
  }
});

describe('an OpenAI-compatible server by configuration', () => {
  it('retries a failed try through the job queue and completes', async () => {
    server.state.failFirst = 1;
    server.state.bodies.length = 0;
    const run = await generate();
    const rows = await settledRun(world.api, world.ada, workspace.id, run);
    expect(rows[0]).toMatchObject({ status: 'done', reason: null });
    expect(await historyOf(run)).toEqual([
      'AiAnalysisRequested',
      'AiAnalysisStarted',
      'AiAnalysisFailed',
      'AiAnalysisStarted',
      'AiAnalysisCompleted',
    ]);
    const analyser = await world.runtime.platform.pool.query('select analyser from analytics_ai.runs where run_id = $1', [run]);
    expect(analyser.rows[0].analyser).toBe('openai:fake-model');
  });

  it('sends only the comments, with colleagues and e-mails replaced, and nothing about who wrote them', async () => {
    const sent = server.state.bodies.join('\n');
    expect(sent).toContain('Ask [name] [name] ([email]) about the schedule');
    for (const secret of ['First0003', 'Last0003', 'person3@example.com', 'First0000', workspace.id]) expect(sent).not.toContain(secret);
  });

  it('shows a run that failed for good with its reason, and starts it again on request', async () => {
    server.state.behaviour = 'failing';
    const run = await generate();
    const failed = await settledRun(world.api, world.ada, workspace.id, run);
    expect(failed[0]).toMatchObject({ status: 'failed' });
    expect(failed[0]!.reason).toMatch(/^The model server failed: 500 .*\(1 try\)$/);
    server.state.behaviour = 'in-shape';
    const restarted = await world.api.call('POST', `/ai/workspaces/${workspace.id}/runs/${run}/restart`, { token: world.ada });
    expect(restarted.status, JSON.stringify(restarted.body)).toBe(200);
    let rows: AiStatusRow[] = [];
    for (let wait = 0; wait < 300; wait++) {
      rows = (await world.api.call<AiStatusRow[]>('GET', `/ai/workspaces/${workspace.id}/status`, { token: world.ada })).body.filter(
        (row) => row.run_id === run,
      );
      if (rows[0]?.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(rows[0]).toMatchObject({ status: 'done', reason: null });
    expect((await historyOf(run)).slice(-3)).toEqual(['AiAnalysisRestarted', 'AiAnalysisStarted', 'AiAnalysisCompleted']);
  });
});
