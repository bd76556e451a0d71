import type { Consultant, Team, TeamMember } from '@canopy/contracts/identity/api';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type pg from 'pg';

// Queries over the identity projections (projections/src/identity).

export type ConsultantRow = {
  id: string;
  team_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  is_platform_admin: boolean;
  picture_image_id: string | null;
  workspace_ids: string[];
  status: 'invited' | 'active';
};
export type TeamRow = { id: string; name: string; logo_image_id: string | null; created_at: Date };
export type TokenRow = { token_hash: string; consultant_id: string; kind: 'invitation' | 'reset'; expires_at: Date; used_at: Date | null };

const CONSULTANT_COLUMNS = 'id, team_id, email, first_name, last_name, password_hash, is_platform_admin, picture_image_id, workspace_ids, status';

export const createIdentityReadModel = (pool: pg.Pool) => ({
  async consultantByEmail(email: string): Promise<ConsultantRow | null> {
    const result = await pool.query<ConsultantRow>(`select ${CONSULTANT_COLUMNS} from identity_consultants.consultants where email = lower($1)`, [email.trim()]);
    return result.rows[0] ?? null;
  },
  async consultantById(id: string): Promise<ConsultantRow | null> {
    const result = await pool.query<ConsultantRow>(`select ${CONSULTANT_COLUMNS} from identity_consultants.consultants where id = $1`, [id]);
    return result.rows[0] ?? null;
  },
  async consultantsOfTeam(teamId: string): Promise<ConsultantRow[]> {
    const result = await pool.query<ConsultantRow>(
      `select ${CONSULTANT_COLUMNS} from identity_consultants.consultants where team_id = $1 order by lower(coalesce(first_name, '')), lower(coalesce(last_name, '')), id`,
      [teamId],
    );
    return result.rows;
  },
  async teamById(id: string): Promise<TeamRow | null> {
    const result = await pool.query<TeamRow>('select id, name, logo_image_id, created_at from identity_teams.teams where id = $1', [id]);
    return result.rows[0] ?? null;
  },
  async anyTeam(): Promise<boolean> {
    const result = await pool.query('select 1 from identity_teams.teams limit 1');
    return (result.rowCount ?? 0) > 0;
  },
  async tokenByHash(tokenHash: string): Promise<TokenRow | null> {
    const result = await pool.query<TokenRow>('select token_hash, consultant_id, kind, expires_at, used_at from identity_tokens.tokens where token_hash = $1', [tokenHash]);
    return result.rows[0] ?? null;
  },
});

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

export const toTeamMember = (row: ConsultantRow): TeamMember => ({ id: row.id, first_name: row.first_name ?? '', last_name: row.last_name ?? '', email: row.email ?? '' });

export const toTeam = (team: TeamRow, members: ConsultantRow[], images: Pick<ImageStore, 'urlFor'>): Team => ({
  id: team.id,
  name: team.name,
  logo_url: images.urlFor(team.logo_image_id),
  created_at: team.created_at.toISOString(),
  consultants: members.map(toTeamMember),
});
