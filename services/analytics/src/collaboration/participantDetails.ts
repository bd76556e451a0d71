import { ParticipantMessages } from '@canopy/contracts';
import { ParticipantDetailsRequest } from '@canopy/contracts/analytics/collaboration';
import type { Prelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import { readParticipantScores } from '../participantScores/readParticipantScores.ts';
import { type CollaborationPorts, participantAccess, type participantWorkspace } from './collaborationPorts.ts';

export const Body = ParticipantDetailsRequest;
type In = { body: z.output<typeof Body> };
export const access = (ports: Pick<CollaborationPorts, 'participants' | 'workspaces'>) =>
  participantAccess<In>(ports, (input) => input.body.participant_id);

/** the participant details popup: profile, groups, scores, collaboration counts and notes */
export const participantDetails =
  (ports: Pick<CollaborationPorts, 'roster' | 'mapOf' | 'scoreReaders' | 'notes'>) =>
  async ({ body }: In, { scope: workspace, now }: Prelude<Awaited<ReturnType<typeof participantWorkspace>>>) => {
    const { participant_id, ...filters } = body;
    const people = await ports.roster(workspace.id);
    const person = people.find((one) => one.id === participant_id);
    if (!person) throw httpError(404, ParticipantMessages.notFound);
    // the map the popup was opened from: its groups, assessments and period (ADR 0091)
    const map = await ports.mapOf(workspace.id, filters);
    const node = map.nodes.find((one) => one.id === participant_id);
    const byId = new Map(people.map((one) => [one.id, one]));
    const managers = map.edges
      .filter((edge) => edge.source === participant_id && edge.type === 'manager')
      .flatMap((edge) => {
        const manager = byId.get(edge.target);
        return manager ? [{ id: manager.id, first_name: manager.first_name, last_name: manager.last_name }] : [];
      });
    return {
      id: person.id,
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email,
      payroll_id: person.payroll_id,
      phone_code: person.phone_code,
      phone: person.phone,
      hiring_date: person.hiring_date,
      job: person.job,
      work_location_name: person.work_location_name,
      city: person.work_location_city,
      state: person.work_location_state,
      country: person.work_location_country,
      managers,
      number_of_selected_collaborators: node?.number_of_selected_collaborators ?? 0,
      number_of_collaborators_selected_participant: node?.number_of_collaborators_selected_participant ?? 0,
      number_of_collaborators_selected_friendly: node?.number_of_collaborators_selected_friendly ?? 0,
      connectedness_score: node?.connectedness_score ?? 0,
      groups: person.groups,
      // attributed packages only (ADR 0085): a confidential package's notice promises its answers are only seen
      // in groups, so no individual score of it is shown, whatever the minimum group size (ADR 0056)
      data: await readParticipantScores(ports.scoreReaders, {
        workspaceId: workspace.id,
        participantId: participant_id,
        filters,
        now,
      }),
      notes: await ports.notes.ofParticipant(participant_id),
    };
  };
