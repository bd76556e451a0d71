import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import type { IdentifyResponse } from '@canopy/contracts/survey/respondent';
import { expect, it } from 'vitest';
import { readMap } from '../support/collaboration.ts';
import { createAssessedPackage } from '../support/library.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The map fed by the real answer command: respondents identify through a package link and submit their collaborators.

const world = withTwoTeams();

it('draws the collaborators respondents submitted through the answer command', async () => {
  const workspace = await createWorkspace(world.api, world.ada, 'Answered');
  const { assessment: network, pkg } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Network', assessment: 'Network', package: 'Network' },
    [{ body: 'Who do you work with?', answer_type: 'select_collaborations' }],
  );
  const rows = [1, 2, 3].map((n) => participantRow(workspace.id, n));
  const [ann, bob, cyd] = (await addParticipants(world.api, world.ada, rows)).participants.map((participant) => participant.id) as [
    string,
    string,
    string,
  ];
  const link = (
    await world.api.call<{ package_link: string }>('POST', `/packages/${pkg.id}/link`, { token: world.ada, json: { is_forever: true } })
  ).body.package_link;

  const submit = async (
    participantId: string,
    email: string,
    collaboration: Array<{ collaborator_id: string; collaboration_type?: string }>,
  ) => {
    const identified = await world.api.call<IdentifyResponse>('POST', '/participants/identify', {
      json: { link, participant_id: participantId, email },
    });
    expect(identified.status).toBe(200);
    const answer = await world.api.call('POST', '/answers', {
      json: {
        token: identified.body.token,
        finger_print: 'fp',
        browser_id: 'b1',
        link,
        participant_id: participantId,
        package_id: pkg.id,
        assessment_id: network.id,
        answers: [],
        collaboration,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  await submit(ann, rows[0]!.email!, [{ collaborator_id: bob }, { collaborator_id: cyd, collaboration_type: 'manager' }]);
  await submit(bob, rows[1]!.email!, [{ collaborator_id: ann }]);

  let map: CollaborationMap | null = null;
  for (let attempt = 0; attempt < 50 && (map?.edges.length ?? 0) < 3; attempt++) {
    map = await readMap(world.api, world.ada, workspace.id);
    if ((map?.edges.length ?? 0) < 3) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const edge = (source: string, target: string) => map?.edges.find((one) => one.source === source && one.target === target);
  expect(edge(ann, bob)).toMatchObject({ type: 'default', is_mutual: true });
  expect(edge(ann, cyd)).toMatchObject({ type: 'manager', is_mutual: false });
  expect(map?.nodes.find((node) => node.id === cyd)).toMatchObject({ filtered_status: 'uncaptured', mentions: 1 });
  expect(map?.additionalInfo.connectedness_score).toBeCloseTo(3 / 6, 10);

  // the same call after another answer: the map answered before is not served again once the choices have moved
  await submit(cyd, rows[2]!.email!, [{ collaborator_id: ann }]);
  for (let attempt = 0; attempt < 50 && !edge(cyd, ann); attempt++) {
    map = await readMap(world.api, world.ada, workspace.id);
    if (!edge(cyd, ann)) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(edge(cyd, ann)).toMatchObject({ type: 'default', is_mutual: true });
  expect(edge(ann, cyd)).toMatchObject({ type: 'manager', is_mutual: true });
  expect(map?.nodes.find((node) => node.id === cyd)).toMatchObject({ filtered_status: 'matched', number_of_selected_collaborators: 1 });
});
