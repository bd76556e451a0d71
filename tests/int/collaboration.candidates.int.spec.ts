import {
  type CollaboratorCandidates,
  type IdentifyResponse,
  PARTICIPANTS_PAGE_SIZE,
  RespondentPaths,
} from '@canopy/contracts/survey/respondent';
import { expect, it } from 'vitest';
import { createAssessedPackage } from '../support/library.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// A workspace with more people than one page of the collaborator picker: someone past the first page is found by a
// server-side search (from the third character) or the next page, chosen, and the answer is accepted.

const world = withTwoTeams();
const PEOPLE = PARTICIPANTS_PAGE_SIZE + 30;

it('finds, pages to and accepts a collaborator past the first page of names', async () => {
  const workspace = await createWorkspace(world.api, world.ada, 'Large');
  const { assessment, pkg } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Network', assessment: 'Network', package: 'Network' },
    [{ body: 'Who do you work with?', answer_type: 'select_collaborations' }],
  );
  const rows = Array.from({ length: PEOPLE }, (_, index) => participantRow(workspace.id, index + 1));
  const people = (await addParticipants(world.api, world.ada, rows)).participants;
  const self = people[0]!;
  const link = (
    await world.api.call<{ package_link: string }>('POST', `/packages/${pkg.id}/link`, { token: world.ada, json: { is_forever: true } })
  ).body.package_link;
  const identified = await world.api.call<IdentifyResponse>('POST', '/participants/identify', {
    json: { link, participant_id: self.id, email: rows[0]!.email },
  });
  expect(identified.status).toBe(200);
  const token = identified.body.token;
  const page = async (query: string) => {
    const answer = await world.api.call<CollaboratorCandidates>('GET', `${RespondentPaths.collaborators(token)}?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  const first = await page('offset=0');
  expect(first.participants).toHaveLength(PARTICIPANTS_PAGE_SIZE);
  expect(first.all_count).toBe(PEOPLE - 1);
  const onFirst = new Set(first.participants.map((person) => person.id));
  const beyond = people.find((person) => person.id !== self.id && !onFirst.has(person.id))!;
  const lastName = rows[people.indexOf(beyond)]?.last_name ?? '';
  expect(lastName).not.toBe('');

  // the next page holds the rest, the respondent never among them
  const second = await page(`offset=${PARTICIPANTS_PAGE_SIZE}`);
  expect(second.participants.map((person) => person.id)).toContain(beyond.id);
  expect(new Set([...onFirst, ...second.participants.map((person) => person.id)]).size).toBe(PEOPLE - 1);
  expect([...onFirst, ...second.participants.map((person) => person.id)]).not.toContain(self.id);

  // searched by name on the server, from the third character: two characters still list everyone
  const found = await page(`offset=0&search=${encodeURIComponent(lastName)}`);
  expect(found.participants.map((person) => person.id)).toEqual([beyond.id]);
  expect(found.all_count).toBe(1);
  const short = await page(`offset=0&search=${encodeURIComponent(lastName.slice(-2))}`);
  expect(short.all_count).toBe(PEOPLE - 1);

  const answer = await world.api.call('POST', '/answers', {
    json: {
      token,
      finger_print: 'fp',
      browser_id: 'b1',
      link,
      participant_id: self.id,
      package_id: pkg.id,
      assessment_id: assessment.id,
      answers: [],
      collaboration: [{ collaborator_id: beyond.id }],
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
});
