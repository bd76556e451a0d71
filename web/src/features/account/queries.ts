import { sessionKeys } from '../session/queries';
import { teamKeys } from '../team/queries';

/**
 * My Account edits what other features read: the signed-in consultant (the session's key) and, through the
 * member names, the team. It has no query of its own, so its factory names the keys its changes reload.
 */
export const accountKeys = {
  me: sessionKeys.currentConsultant,
  team: teamKeys.myTeam,
};
