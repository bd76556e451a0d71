import type { ParticipantFields } from '@canopy/contracts/participants/api';
import { CLASSIFICATION_FIELDS } from '@canopy/contracts/participants/fields';
import type { GroupClassification } from '@canopy/contracts/workspace/api';
import type { RosterChanges } from './rosterChanges.ts';

/**
 * Default groups follow the workspace's group classification: a participant added or edited by a consultant
 * joins the default group named after their value of the classification's field (created when missing),
 * and leaves the one of their previous value when it changed.
 */
export const followClassification = (
  changes: RosterChanges,
  classification: GroupClassification,
  participantId: string,
  before: ParticipantFields | null,
  after: ParticipantFields,
) => {
  const field = CLASSIFICATION_FIELDS[classification];
  if (!field) return;
  const value = after[field].trim();
  const previous = before?.[field].trim() ?? '';
  if (previous !== '' && previous.toLowerCase() !== value.toLowerCase()) {
    const old = changes.findGroup(previous, 'default', classification);
    if (old) changes.leave(old.id, participantId);
  }
  if (value !== '') changes.join(changes.ensureGroup(value, 'default', classification).id, participantId);
};
