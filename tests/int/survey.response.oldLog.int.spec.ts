import { randomBytes, randomUUID } from 'node:crypto';
import type { Assessment } from '@canopy/contracts/survey/api';
import { anonymousTextStreamPrefix, responseStream } from '@canopy/contracts/survey/responseEvents';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { newId } from '@canopy/platform/ids';
import type { Projection } from '@canopy/platform/projections/projection';
import { rebuildProjection } from '@canopy/platform/projections/rebuild';
import { aiAnalysesProjection } from '@canopy/projections/analytics/aiAnalyses/project';
import { exportsProjection } from '@canopy/projections/analytics/exports/project';
import { libraryProjection } from '@canopy/projections/survey/library/project';
import { recordAnswers } from '@canopy/survey';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAssessedPackage, createAssessment, createCategory } from '../support/library.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// A log written before ADR 0148 (a submission, its anonymous text appended apart on `anonymous-text-<random>` as a
// version 1 event, the assessment marked answered by a second command) and one written since (one append on the
// response stream) project the same rows, live and when the read models are rebuilt from the log.

const world = withTwoTeams();
let workspace: Workspace;
let survey: Assessment;
let markedOnly: Assessment;
let packageId: string;
const CYCLE = 'cycle-old-and-new';
const TEXT = 'The canteen is cold in the morning';
const day = '2026-11-24';
const at = `${day}T09:30:00.000Z`;
const projections: Projection[] = [libraryProjection, exportsProjection, aiAnalysesProjection];
const names = projections.map((projection) => projection.name);

const context = (actor: string) => ({
  teamId: workspace.team_id,
  workspaceId: workspace.id,
  actor,
  correlationId: randomUUID(),
  now: new Date(at),
});

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Old and new logs');
  const made = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Logs', assessment: 'Pulse', package: 'Pulse package' },
    [
      { body: 'How are you?', answer_type: 'one_to_five' },
      { body: 'Anything else, anonymously?', answer_type: 'text_anonymous' },
    ],
  );
  survey = made.assessment;
  packageId = made.pkg.id;
  const category = await createCategory(world.api, world.ada, 'Marked');
  markedOnly = await createAssessment(world.api, world.ada, category.id, 'Marked only', [{ body: 'Q', answer_type: 'one_to_five' }]);
});

const [scale, anonymous] = [0, 1];
const submissionData = (participantId: string) => ({
  package_id: packageId,
  workspace_id: workspace.id,
  team_id: workspace.team_id,
  cycle_id: CYCLE,
  link_id: 'link-old-and-new',
  participant_id: participantId,
  assessment: { id: survey.id, version: survey.version, questions: survey.questions.map(({ id, answer_type }) => ({ id, answer_type })) },
  answers: [
    { question_id: survey.questions[scale]!.id, answer_type: 'one_to_five' as const, answer_value: 4, answer_body: '' },
    { question_id: survey.questions[anonymous]!.id, answer_type: 'text_anonymous' as const, answer_value: null, answer_body: TEXT },
  ],
  collaboration: [],
  collaborators_in_workspace: new Set<string>(),
  identified_by: 'credential' as const,
  now: at,
});

/** what ann's submission was before ADR 0148: three appends, the text a version 1 event on a stream of its own */
const appendOldShaped = async (participantId: string) => {
  const { log, store } = world.runtime.platform;
  const data = submissionData(participantId);
  await log.append(
    responseStream(packageId, participantId, CYCLE),
    [
      {
        type: 'AssessmentResponseSubmitted',
        data: {
          package_id: data.package_id,
          workspace_id: data.workspace_id,
          team_id: data.team_id,
          cycle_id: data.cycle_id,
          link_id: data.link_id,
          participant_id: participantId,
          assessment_id: survey.id,
          assessment_version: survey.version,
          answers: [
            { question_id: survey.questions[scale]!.id, answer_type: 'one_to_five', value: 4, passed: false },
            { question_id: survey.questions[anonymous]!.id, answer_type: 'text_anonymous', value: null, passed: false },
          ],
          collaboration: [],
          texts: null,
          identified_by: 'credential',
          submitted_at: at,
        },
      },
    ],
    { expectedRevision: 'no_stream', context: context(`respondent:${participantId}`) },
  );
  const textEventId = newId();
  await store.appendToStream(
    `${anonymousTextStreamPrefix}${randomBytes(16).toString('base64url')}`,
    [
      {
        eventId: textEventId,
        type: 'AnonymousTextAnswered',
        schemaVersion: 1,
        data: {
          package_id: packageId,
          workspace_id: workspace.id,
          team_id: workspace.team_id,
          cycle_id: CYCLE,
          assessment_id: survey.id,
          assessment_version: survey.version,
          question_id: survey.questions[anonymous]!.id,
          text: TEXT,
          answered_on: day,
        },
        metadata: {
          teamId: workspace.team_id,
          workspaceId: workspace.id,
          actor: 'respondent',
          correlationId: randomUUID(),
          causationId: null,
        },
        occurredAt: at,
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  // the second command of then, on an assessment no submission names, so that only it can mark it
  const marked = await log.append(
    `assessment-${markedOnly.id}`,
    [{ type: 'AssessmentAnswered', data: { assessment_id: markedOnly.id, answered_at: at } }],
    { expectedRevision: 'any', context: context('respondent') },
  );
  return { textEventId, position: marked.position };
};

const rowsNow = async () => {
  const { pool } = world.runtime.platform;
  const texts = await pool.query(
    `select event_id as key, workspace_id, package_id, cycle_id, assessment_id, question_id, text
       from analytics_exports.anonymous_texts where package_id = $1 order by event_id`,
    [packageId],
  );
  const comments = await pool.query(
    `select source as key, workspace_id, package_id, cycle_id, assessment_id, question_id, participant_id, language, text, day::text
       from analytics_ai.comments where package_id = $1 order by source`,
    [packageId],
  );
  const library = await pool.query('select id, been_answered from survey_library.assessments where id = any($1) order by id', [
    [survey.id, markedOnly.id],
  ]);
  return { texts: texts.rows, comments: comments.rows, library: library.rows };
};

describe('a response log written before one-append submissions', () => {
  it('projects the same rows as one written since, live and rebuilt, the old text keyed by its event id as before', async () => {
    const before = await rowsNow();
    expect(before.library.every((row) => row.been_answered === false)).toBe(true);

    const old = await appendOldShaped('ann-before-0148');
    const recorded = await recordAnswers(world.runtime.deps, submissionData('bob-since-0148'), context('respondent:bob-since-0148'));
    // one append on bob's stream: the submission and its anonymous text, nothing on an assessment stream
    expect(recorded.events.map((event) => event.type)).toEqual(['AssessmentResponseSubmitted', 'AnonymousTextAnswered']);
    const textId = (recorded.events[1]!.data as { text_id: string }).text_id;
    const { waiter } = world.runtime.deps;
    for (const position of [old.position, recorded.appended!.position]) expect(await waiter.waitFor(position, names, 20_000)).toBe(true);

    const live = await rowsNow();
    const row = {
      workspace_id: workspace.id,
      package_id: packageId,
      cycle_id: CYCLE,
      assessment_id: survey.id,
      question_id: survey.questions[anonymous]!.id,
      text: TEXT,
    };
    const byKey = <T extends { key: string }>(rows: T[]) => Object.fromEntries(rows.map(({ key, ...rest }) => [key, rest]));
    expect(byKey(live.texts as Array<{ key: string }>)).toEqual({ [old.textEventId]: row, [textId]: row });
    const comment = { ...row, participant_id: null, language: null, day };
    expect(byKey(live.comments as Array<{ key: string }>)).toEqual({ [old.textEventId]: comment, [textId]: comment });
    // the text's key is its own random id, never the event's (time-ordered, next to the submission's)
    const { rows: stored } = await world.runtime.platform.pool.query<{ event_id: string }>(
      "select event_id::text from eventstore.events where stream_id = $1 and type = 'AnonymousTextAnswered'",
      [responseStream(packageId, 'bob-since-0148', CYCLE)],
    );
    expect(stored).toHaveLength(1);
    expect(textId).not.toBe(stored[0]!.event_id);
    expect(live.library).toEqual([survey.id, markedOnly.id].sort().map((id) => ({ id, been_answered: true })));

    const { platform } = world.runtime;
    for (const projection of projections)
      await rebuildProjection({ pool: platform.pool, store: platform.store, log: platform.log, projection });
    expect(await rowsNow()).toEqual(live);
  });
});
