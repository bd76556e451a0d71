import type { EventOf } from '@canopy/contracts';
import type { TeamCreated, TeamLogoChanged, TeamRenamed } from '@canopy/contracts/identity/events';
import { streamIdOf } from '@canopy/platform/commands/streamId';

// The Team aggregate: a consulting team (a consultant belongs to exactly one team).
// Stream: `team-<team id>`.

export type TeamEvent = EventOf<typeof TeamCreated> | EventOf<typeof TeamRenamed> | EventOf<typeof TeamLogoChanged>;

export type TeamState = { status: 'none' } | { status: 'created'; teamId: string; name: string; logoImageId: string | null };

export const teamStreamId = streamIdOf('team');

export const initialTeamState = (): TeamState => ({ status: 'none' });

export const evolveTeam = (state: TeamState, event: TeamEvent): TeamState => {
  switch (event.type) {
    case 'TeamCreated':
      return { status: 'created', teamId: event.data.team_id, name: event.data.name, logoImageId: null };
    case 'TeamRenamed':
      return state.status === 'created' ? { ...state, name: event.data.name } : state;
    case 'TeamLogoChanged':
      return state.status === 'created' ? { ...state, logoImageId: event.data.logo_image_id } : state;
  }
};
