import { IdentityMessages, NAME_MAX_LENGTH } from '@canopy/contracts/identity/api';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { evolveTeam, initialTeamState, type TeamEvent, type TeamState } from './team.ts';

/** `now`: ISO time of the request (deciders read no clock) */
export type CreateTeam = { type: 'CreateTeam'; data: { team_id: string; name: string; created_by: string | null; now: string } };
/** `logo`: absent leaves the logo as it is; `{ image_id: null }` removes it */
export type UpdateTeam = {
  type: 'UpdateTeam';
  data: { team_id: string; name: string; logo?: { image_id: string | null }; now: string };
};
export type TeamCommand = CreateTeam | UpdateTeam;

export const TeamMessages = {
  alreadyExists: 'The team already exists',
  nameRequired: 'This field is required',
  nameTooLong: `Team name should be at most ${NAME_MAX_LENGTH} characters`,
} as const;

const requireName = (name: string) => {
  const trimmed = name.trim();
  if (trimmed === '') throw new DomainError(TeamMessages.nameRequired, 400);
  if (trimmed.length > NAME_MAX_LENGTH) throw new DomainError(TeamMessages.nameTooLong, 400);
  return trimmed;
};

export const decideTeam = (command: TeamCommand, state: TeamState): TeamEvent[] => {
  switch (command.type) {
    case 'CreateTeam': {
      if (state.status !== 'none') throw new DomainError(TeamMessages.alreadyExists, 409);
      const { team_id, created_by, now } = command.data;
      return [{ type: 'TeamCreated', data: { team_id, name: requireName(command.data.name), created_by, created_at: now } }];
    }
    case 'UpdateTeam': {
      if (state.status !== 'created') throw new DomainError(IdentityMessages.teamNotFound, 404);
      const { team_id, logo, now } = command.data;
      const name = requireName(command.data.name);
      const events: TeamEvent[] = [];
      if (name !== state.name) events.push({ type: 'TeamRenamed', data: { team_id, name, renamed_at: now } });
      if (logo && logo.image_id !== state.logoImageId)
        events.push({ type: 'TeamLogoChanged', data: { team_id, logo_image_id: logo.image_id, changed_at: now } });
      return events;
    }
  }
};

export const teamDecider: Decider<TeamCommand, TeamEvent, TeamState> = {
  initialState: initialTeamState,
  decide: decideTeam,
  evolve: evolveTeam,
};
