import {
  CreateParticipantsAnswer,
  DeletedParticipants,
  Participant,
  ParticipantListPage,
  ParticipantPaths,
} from '@canopy/contracts/participants/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { Clock } from '@canopy/platform/time/clock';
import type { FastifyPluginAsync } from 'fastify';
import { createParticipants, CreateParticipantsInput } from './createParticipants.ts';
import { deleteParticipant, DeleteParticipantInput, deleteParticipants, DeleteParticipantsInput } from './deleteParticipants.ts';
import { listParticipants, ListParticipantsInput } from './listParticipants.ts';
import { moveToGroup, MoveToGroupInput } from './moveToGroup.ts';
import type { RosterDeps } from './rosterDeps.ts';
import { updateParticipant, UpdateParticipantInput } from './updateParticipant.ts';

const HRIS_NOTE = 'A workspace connected to an HRIS answers 409 (participants are edited by the sync).';
const UPDATE_NOTE = `Every field is replaced (absent ones become empty). Credentials another participant of the workspace has answer 409. ${HRIS_NOTE}`;

/**
 * POST participants/by-workspace, POST/PUT/DELETE participants, POST participants/{id}/to-group/{groupId} (paths:
 * ParticipantPaths). Each row calls its use case in roster/ (ADR 0145).
 */
export const participantRoutes =
  (deps: RosterDeps, clock: Clock): FastifyPluginAsync =>
  async (app) =>
    mountRoutes(app, clock, {
      tags: ['participants'],
      routes: [
        route({
          method: 'POST',
          url: ParticipantPaths.list,
          summary: 'A page of the participants table',
          description:
            'Pages of up to 100 (`limit`, `offset`; `isAll` answers every match). `searchString` of 3 or more characters matches names, e-mail, phone and payroll id (case-insensitive); shorter searches do not filter. `sortType` name (first name, then last name), credentials (e-mail, else phone, else payroll id), hiring_date or group_name (unset last), `sortBy` ASC or DESC; no `sortType`: newest first. `all_count` counts every match (also on the first participant).',
          ...ListParticipantsInput,
          response: ParticipantListPage,
          ...listParticipants(deps),
        }),
        route({
          method: 'POST',
          url: ParticipantPaths.create,
          summary: 'Add participants by hand (bulk)',
          description: `Every row is checked like the edit form and names the same workspace. A row whose e-mail (else phone, else payroll id) belongs to a participant of the workspace updates that participant (\`counts\` tells how many were added, updated and unchanged); a later row repeating an earlier one is left out (\`missed\`). Participants join the default group of the workspace's classification. ${HRIS_NOTE}`,
          ...CreateParticipantsInput,
          response: CreateParticipantsAnswer,
          status: 201,
          ...createParticipants(deps),
        }),
        route({
          method: 'PUT',
          url: '/participants/:id',
          summary: 'Edit a participant',
          description: UPDATE_NOTE,
          ...UpdateParticipantInput,
          response: Participant,
          ...updateParticipant(deps),
        }),
        route({
          method: 'PUT',
          url: '/participants/details/:id',
          summary: 'Edit a participant (the detail form)',
          description: UPDATE_NOTE,
          ...UpdateParticipantInput,
          response: Participant,
          ...updateParticipant(deps),
        }),
        route({
          method: 'DELETE',
          url: '/participants/:id',
          summary: 'Delete a participant',
          description: `The participant leaves every group and their personal data is erased. ${HRIS_NOTE}`,
          ...DeleteParticipantInput,
          response: DeletedParticipants,
          ...deleteParticipant(deps),
        }),
        route({
          method: 'DELETE',
          url: ParticipantPaths.bulkDelete,
          summary: 'Delete participants (bulk)',
          description: `All of them or none: every id must be a participant of one workspace the caller is assigned to. Their personal data is erased. ${HRIS_NOTE}`,
          ...DeleteParticipantsInput,
          response: DeletedParticipants,
          ...deleteParticipants(deps),
        }),
        route({
          method: 'POST',
          url: '/participants/:id/to-group/:groupId',
          summary: 'Move a participant to a group (relation true) or remove them from it (false)',
          description:
            'The path names the participant and the group (ids in the body are ignored); both must be of the same workspace. Joining a group twice answers 409; leaving a group one is not in changes nothing.',
          ...MoveToGroupInput,
          response: Participant,
          ...moveToGroup(deps),
        }),
      ],
    });
