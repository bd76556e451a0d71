import { UNSTORABLE_TEXT_MESSAGE } from '@canopy/contracts';
import type { Note } from '@canopy/contracts/participants/notes';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Notes on a participant: added, edited and deleted by the consultants of the participant's workspace; another
// team's participant or note is not found (404), a colleague not assigned to the workspace is refused (403).

const world = withTwoTeams();
let workspace: Workspace;
let participantId: string;

const addNote = async (body: string) => {
  const answer = await world.api.call<Note>('POST', `/participant-notes/participant/${participantId}`, {
    token: world.ada,
    json: { body },
  });
  if (answer.status !== 201) throw new Error(`adding a note failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Notes Inc');
  participantId = (await addParticipants(world.api, world.ada, [participantRow(workspace.id, 1)])).participants[0]!.id;
});

describe('participant notes', () => {
  let people = 1;
  it('are added, listed newest first, edited and deleted', async () => {
    // a participant of this try's own, with no notes yet (a retry's would hold the failed try's)
    people += 1;
    participantId = (await addParticipants(world.api, world.ada, [participantRow(workspace.id, people)])).participants[0]!.id;
    const first = await addNote('  Prefers mornings  ');
    expect(first).toMatchObject({ participant_id: participantId, body: 'Prefers mornings' });
    const long = await addNote('A'.repeat(500));
    const list = await world.api.call<Note[]>('GET', `/participant-notes/participant/${participantId}`, { token: world.ada });
    expect(list.body.map((note) => note.id)).toEqual([long.id, first.id]);

    const edited = await world.api.call<Note>('PUT', `/participant-notes/${first.id}`, {
      token: world.ada,
      json: { body: 'Prefers afternoons' },
    });
    expect(edited).toMatchObject({ status: 200, body: { id: first.id, body: 'Prefers afternoons' } });

    expect(await world.api.call('DELETE', `/participant-notes/${first.id}`, { token: world.ada })).toMatchObject({
      status: 200,
      body: { id: first.id },
    });
    const after = await world.api.call<Note[]>('GET', `/participant-notes/participant/${participantId}`, { token: world.ada });
    expect(after.body.map((note) => note.id)).toEqual([long.id]);
    expect(await world.api.call('PUT', `/participant-notes/${first.id}`, { token: world.ada, json: { body: 'Again' } })).toMatchObject({
      status: 404,
      body: { detail: 'Could not find note' },
    });
    expect(await world.api.call('DELETE', `/participant-notes/${first.id}`, { token: world.ada })).toMatchObject({
      status: 404,
      body: { detail: 'Could not find note' },
    });
  });

  it.each([
    [{ body: '   ' }, 'Note is required'],
    [{}, 'Note is required'],
    [{ body: 'B'.repeat(501) }, 'Note may contain at most 500 characters'],
    [{ body: 'Bad\u0000' }, `body/body: ${UNSTORABLE_TEXT_MESSAGE}`],
  ])('refuses %j', async (json, detail) => {
    const answer = await world.api.call('POST', `/participant-notes/participant/${participantId}`, { token: world.ada, json });
    expect(answer).toMatchObject({ status: 400, body: { detail } });
  });

  it('are invisible to another team and refused to a colleague not assigned to the workspace', async () => {
    const note = await addNote('Only for team A');
    await expectHidden(world.api, world.bea, [
      {
        method: 'GET',
        path: `/participant-notes/participant/${participantId}`,
        hidden: 'Could not find participant, try again later or contact with administrator',
      },
      {
        method: 'POST',
        path: `/participant-notes/participant/${participantId}`,
        json: { body: 'x' },
        hidden: 'Could not find participant, try again later or contact with administrator',
      },
      { method: 'PUT', path: `/participant-notes/${note.id}`, json: { body: 'Mine now' }, hidden: 'Could not find note' },
      { method: 'DELETE', path: `/participant-notes/${note.id}`, hidden: 'Could not find note' },
    ]);
    await expectNotAssigned(world.api, world.alan, [
      { method: 'GET', path: `/participant-notes/participant/${participantId}`, hidden: '' },
      { method: 'POST', path: `/participant-notes/participant/${participantId}`, json: { body: 'x' }, hidden: '' },
      { method: 'PUT', path: `/participant-notes/${note.id}`, json: { body: 'Mine now' }, hidden: '' },
      { method: 'DELETE', path: `/participant-notes/${note.id}`, hidden: '' },
    ]);
    const still = await world.api.call<Note[]>('GET', `/participant-notes/participant/${participantId}`, { token: world.ada });
    expect(still.body.find((one) => one.id === note.id)?.body).toBe('Only for team A');
  });
});
