import type { z } from 'zod';
import type {
  CreateParticipantsAnswer,
  CreateParticipantsRequest,
  Group,
  ListParticipantsRequest,
  ParticipantListPage,
} from '@canopy/contracts/participants/api';
import type { apiClient } from './identity.ts';

// Helpers for specs of the participants and groups API: rows, adds and pages as the web client sends them.

type Api = ReturnType<typeof apiClient>;
export type ParticipantRow = CreateParticipantsRequest[number];

/** a valid manual row; `n` makes the name and e-mail unique */
export const participantRow = (workspaceId: string, n: number, overrides: Partial<ParticipantRow> = {}): ParticipantRow => ({
  workspace_id: workspaceId,
  first_name: `First${String(n).padStart(4, '0')}`,
  last_name: `Last${String(n).padStart(4, '0')}`,
  email: `person${n}@example.com`,
  ...overrides,
});

/** adds the rows and answers the created participants, failing loudly otherwise */
export const addParticipants = async (
  api: Api,
  token: string,
  rows: ParticipantRow[],
): Promise<z.output<typeof CreateParticipantsAnswer>> => {
  const answer = await api.call('POST', '/participants', { token, json: rows });
  if (answer.status !== 201) throw new Error(`adding participants failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

export const listParticipants = async (api: Api, token: string, request: ListParticipantsRequest): Promise<ParticipantListPage> => {
  const answer = await api.call('POST', '/participants/by-workspace', { token, json: request });
  if (answer.status !== 200) throw new Error(`listing participants failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

export const createGroup = async (api: Api, token: string, workspaceId: string, name: string, description = ''): Promise<Group> => {
  const answer = await api.call('POST', '/groups', { token, json: { workspace_id: workspaceId, name, description } });
  if (answer.status !== 201) throw new Error(`creating group ${name} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** participants added to the workspace and put together in a new group of theirs */
export const addGroupOf = async (api: Api, token: string, workspaceId: string, groupName: string, rows: ParticipantRow[]) => {
  const people = await addParticipants(api, token, rows);
  const group = await createGroup(api, token, workspaceId, groupName);
  for (const person of people.participants) await moveToGroup(api, token, person.id, group.id);
  return { people, group };
};

export const groupsOf = async (api: Api, token: string, workspaceId: string): Promise<Group[]> => {
  const answer = await api.call('GET', `/groups/by-workspace/${workspaceId}`, { token });
  if (answer.status !== 200) throw new Error(`listing groups failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

export const moveToGroup = (api: Api, token: string, participantId: string, groupId: string, relation = true) =>
  api.call('POST', `/participants/${participantId}/to-group/${groupId}`, {
    token,
    json: { participant_id: participantId, group_id: groupId, relation },
  });
