import { ParticipantMessages } from '@canopy/contracts/participants/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { RosterDeps } from './rosterDeps.ts';

/** a participant as the table shows them, after a change (404 if they are gone) */
export const participantAnswer = async (deps: Pick<RosterDeps, 'read'>, participantId: string) => {
  const [participant] = await deps.read.participants([participantId]);
  if (!participant) throw httpError(404, ParticipantMessages.notFound);
  return participant;
};

/** the answer of a delete: the ids, and the words the table shows */
export const deletedAnswer = (ids: string[]) => ({
  ids,
  title: ParticipantMessages.deletedTitle,
  message: ParticipantMessages.deleted,
});

/** a group with its participants, after a change (404 if it is gone) */
export const groupAnswer = async (deps: Pick<RosterDeps, 'read'>, groupId: string) => {
  const group = await deps.read.group(groupId);
  if (!group) throw httpError(404, ParticipantMessages.groupNotFound);
  return group;
};
