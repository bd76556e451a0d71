import type { Assessment } from '@canopy/contracts/survey/api';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/events.ts';
import { appendSubmission, createAssessedPackage } from '../support/library.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// An assessment is answered once anyone answered it, whichever way the answer was recorded (the respondent page,
// or a seed that records answers on respondents' behalf): the API says so and Edit is refused (spec 2 section 4).

const world = withTwoTeams();

describe('an assessment answered through its answers alone', () => {
  it('reads as answered and cannot be edited', async () => {
    const { api, ada } = world;
    const workspace = await createWorkspace(api, ada, 'Acme');
    const { assessment, pkg } = await createAssessedPackage(
      api,
      ada,
      workspace.id,
      { category: 'Pulse', assessment: 'Engagement', package: 'Pulse' },
      [{ body: 'I enjoy my work', answer_type: 'one_to_five' }],
    );
    const cycle = (await api.call<{ cycle_id: string }>('POST', `/packages/${pkg.id}/link`, { token: ada, json: { is_forever: true } }))
      .body.cycle_id;
    const [person] = (await addParticipants(api, ada, [participantRow(workspace.id, 1)])).participants;
    const edit = (name: string) =>
      api.call<Assessment>('PUT', `/assessments/${assessment.id}`, {
        token: ada,
        json: {
          team_id: world.teamA.teamId,
          name: { en_US: name },
          category_id: assessment.category_id,
          questions: [{ index: 0, body: { en_US: 'I enjoy my work' }, answer_type: 'one_to_five' }],
        },
      });
    expect((await edit('Engagement, before any answer')).status).toBe(200);

    // one answer, recorded on the response stream as a seed records it (no AssessmentAnswered on the assessment's stream)
    await appendSubmission(
      world.runtime,
      { workspace, pkg, assessment: { ...assessment, version: 2 }, cycleId: cycle },
      person!.id,
      [{ question_id: assessment.questions[0]!.id, answer_type: 'one_to_five', value: 4, passed: false }],
      new Date().toISOString(),
    );
    const read = async () => (await api.call<Assessment>('GET', `/assessments/${assessment.id}`, { token: ada })).body;
    await eventually(async () => (await read()).been_answered, 10_000, 'the assessment answered');
    expect(await edit('Engagement, after the answers')).toMatchObject({
      status: 409,
      body: { detail: 'This assessment has already been answered and cannot be edited' },
    });
    expect((await read()).name.en_US).toBe('Engagement, before any answer');
  });
});
