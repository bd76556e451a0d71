import type { Consultant, Team, TeamMember } from '@canopy/contracts/identity/api';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createConsultantsReader, type ConsultantRow } from '@canopy/projections/identity/consultants/read';
import { createTeamsReader, type TeamRow } from '@canopy/projections/identity/teams/read';
import { createTokensReader, type TokenRow } from '@canopy/projections/identity/tokens/read';

// The identity read models (projections/src/identity/*/read.ts) and their API shapes.

export type { ConsultantRow, TeamRow, TokenRow };

/** the identity read models as the routes use them, through their owners' readers */
export const createIdentityReadModel = (db: Queryable) => {
  const consultants = createConsultantsReader(db);
  const teams = createTeamsReader(db);
  const tokens = createTokensReader(db);
  return {
    consultantByEmail: consultants.byEmail,
    consultantById: consultants.byId,
    consultantsOfTeam: consultants.ofTeam,
    consultantsOfTeams: consultants.ofTeams,
    teamById: teams.byId,
    allTeams: teams.all,
    anyTeam: teams.any,
    tokenByHash: tokens.byHash,
  };
};

export type IdentityReadModel = ReturnType<typeof createIdentityReadModel>;

/** the API's Consultant (erased personal data reads as empty text) */
export const toConsultant = (row: ConsultantRow, images: Pick<ImageStore, 'urlFor'>): Consultant => ({
  id: row.id,
  first_name: row.first_name ?? '',
  last_name: row.last_name ?? '',
  email: row.email ?? '',
  profile_picture_url: images.urlFor(row.picture_image_id),
  team_id: row.team_id,
  workspaces_ids: row.workspace_ids,
  is_platform_admin: row.is_platform_admin,
  status: row.status,
});

export const toTeamMember = (row: ConsultantRow): TeamMember => ({
  id: row.id,
  first_name: row.first_name ?? '',
  last_name: row.last_name ?? '',
  email: row.email ?? '',
});

export const toTeam = (team: TeamRow, members: ConsultantRow[], images: Pick<ImageStore, 'urlFor'>): Team => ({
  id: team.id,
  name: team.name,
  logo_url: images.urlFor(team.logo_image_id),
  created_at: team.created_at.toISOString(),
  consultants: members.map(toTeamMember),
});
