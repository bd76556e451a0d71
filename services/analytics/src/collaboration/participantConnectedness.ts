import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { ALL, type CollaborationPorts, ParticipantParams, participantAccess, type participantWorkspace } from './collaborationPorts.ts';

export const Params = ParticipantParams;
type In = { params: z.output<typeof Params> };
export const access = (ports: Pick<CollaborationPorts, 'participants' | 'workspaces'>) =>
  participantAccess<In>(ports, (input) => input.params.participantId);

/** a participant's connectedness score over all answers of their workspace */
export const participantConnectedness =
  (ports: Pick<CollaborationPorts, 'mapOf'>) =>
  async ({ params }: In, { scope: workspace }: Prelude<Awaited<ReturnType<typeof participantWorkspace>>>) => {
    const map = await ports.mapOf(workspace.id, ALL);
    const node = map.nodes.find((one) => one.id === params.participantId);
    return { participant_id: params.participantId, connectedness_score: node?.connectedness_score ?? 0 };
  };
