import type { Workspace } from '@canopy/contracts/workspace/api';
import type { apiClient } from './identity.ts';

// Helpers for specs that need workspaces: created through the API, as a consultant would.

type Api = ReturnType<typeof apiClient>;

/** creates a workspace as the token's consultant (who is then assigned to it) and answers it */
export const createWorkspace = async (
  api: Api,
  token: string,
  name: string,
  additional_info: Record<string, unknown> = { formation_type: 2 },
): Promise<Workspace> => {
  const answer = await api.call<Workspace>('POST', '/workspaces', { token, json: { name, additional_info } });
  if (answer.status !== 201) throw new Error(`creating workspace ${name} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** assigns (or with relation false unassigns) a colleague; the token's consultant must be assigned */
export const assignConsultant = async (api: Api, token: string, consultantId: string, workspaceId: string, relation = true) => {
  const answer = await api.call('POST', `/consultants/${consultantId}/to-workspace/${workspaceId}`, { token, json: { relation } });
  if (answer.status !== 200) throw new Error(`assigning ${consultantId} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Workspace;
};
