import type { Prelude } from '@canopy/platform/http/prelude';
import { type CollaborationPorts, type CollaborationWorkspace, WorkspaceParams, workspaceAccess } from './collaborationPorts.ts';

export const Params = WorkspaceParams;
export const access = (ports: Pick<CollaborationPorts, 'workspaces'>) =>
  workspaceAccess<{ params: { workspaceId: string } }>(ports, (input) => input.params.workspaceId);

/** the active participants of the workspace who have not chosen their collaborators yet */
export const participantsWithoutCollaborations =
  (ports: Pick<CollaborationPorts, 'graph' | 'roster'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<CollaborationWorkspace>) => {
    const answered = await ports.graph.respondents(workspace.id);
    return (await ports.roster(workspace.id))
      .filter((person) => person.is_active && !answered.has(person.id))
      .map(({ id, first_name, last_name }) => ({ id, first_name, last_name }));
  };
