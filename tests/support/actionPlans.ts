import { randomUUID } from 'node:crypto';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestInbox, type TestInbox } from './mail.ts';
import type { apiClient } from './identity.ts';
import { appendSubmission, createAssessedPackage } from './library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from './participants.ts';
import type { startTestRuntime } from './runtime.ts';
import { createWorkspace } from './workspaces.ts';

const DAY = 86_400_000;

/**
 * A workspace for the action plan specs: 9 people in group A (6) and group B (3), one cycle five days ago, an
 * assessment of two five-point questions, both answered 5 5 4 4 3 3 in A (average 4) and 2 2 2 in B (held back
 * under the minimum of 5).
 */
export const seedPlanWorkspace = async (
  world: { runtime: Awaited<ReturnType<typeof startTestRuntime>>; api: ReturnType<typeof apiClient> },
  token: string,
) => {
  const workspace: Workspace = await createWorkspace(world.api, token, 'Plans Co');
  const added = (
    await addParticipants(
      world.api,
      token,
      Array.from({ length: 14 }, (_, n) => participantRow(workspace.id, n)),
    )
  ).participants;
  const groups = {
    A: (await createGroup(world.api, token, workspace.id, 'Group A')).id,
    B: (await createGroup(world.api, token, workspace.id, 'Group B')).id,
  };
  // people 9-13 are in no group: beside them B's three are no complement of A, so A is released (ADR 0128)
  for (const [index, person] of added.entries())
    if (index < 9) await moveToGroup(world.api, token, person.id, index < 6 ? groups.A : groups.B);
  const { assessment, pkg }: { assessment: Assessment; pkg: Package } = await createAssessedPackage(
    world.api,
    token,
    workspace.id,
    { category: 'Culture', assessment: 'Team health', package: 'Pulse' },
    [
      { body: 'I enjoy my work', answer_type: 'one_to_five' },
      { body: 'My manager listens', answer_type: 'one_to_five' },
    ],
  );
  const people = added.map((person) => person.id);
  const cycleId = await appendPlanCycle(world, { workspace, pkg, assessment, people }, [5, 5, 4, 4, 3, 3, 2, 2, 2, 3, 3, 3, 3, 3], 5);
  return { workspace, assessment, pkg, people, groups, cycleId };
};

/**
 * One more cycle of the plan workspace's assessment, `daysAgo` days back: `values[i]` is person i's answer to both
 * questions (null: they did not answer this cycle); waits for the analytics to hold it and answers its id.
 */
export const appendPlanCycle = async (
  world: { runtime: Awaited<ReturnType<typeof startTestRuntime>> },
  to: { workspace: Workspace; pkg: Package; assessment: Assessment; people: readonly string[] },
  values: readonly (number | null)[],
  daysAgo: number,
) => {
  const cycleId = `cycle-${randomUUID()}`;
  let last = null as Awaited<ReturnType<typeof appendSubmission>> | null;
  for (const [index, person] of to.people.entries()) {
    const value = values[index];
    if (value === null || value === undefined) continue;
    last = await appendSubmission(
      world.runtime,
      { ...to, cycleId },
      person,
      to.assessment.questions.map((question) => ({ question_id: question.id, answer_type: 'one_to_five', value, passed: false })),
      new Date(Date.now() - daysAgo * DAY).toISOString(),
    );
  }
  expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers'], 10_000)).toBe(true);
  return cycleId;
};

/**
 * The mail the action plan specs read: an smtp-server inbox the runtime sends to over SMTP, links on
 * https://canopy.test, started before the file's runtime (`env` is passed to it) and closed after it.
 */
export const withPlanInbox = (more: Record<string, string> = {}) => {
  const env: Record<string, string> = {
    SMTP_HOST: '127.0.0.1',
    PUBLIC_URL: 'https://canopy.test/',
    MAIL_FROM: 'Canopy <no-reply@canopy.test>',
    ...more,
  };
  const box = { env, inbox: null as unknown as TestInbox };
  beforeAll(async () => {
    box.inbox = await startTestInbox();
    env.SMTP_PORT = String(box.inbox.port);
  });
  afterAll(async () => box.inbox?.close());
  return box;
};
