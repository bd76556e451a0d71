import { NO_ADDITIONAL_INFO, type AdditionalInfo, type GroupClassification, type HrisIntegration, type Workspace } from '@canopy/contracts/workspace/api';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type pg from 'pg';

// Queries over the `workspaces` projection (projections/src/workspace/workspaces.ts).

export type WorkspaceRow = {
  id: string;
  team_id: string;
  created_by: string;
  name: string;
  logo_image_id: string | null;
  group_classification: GroupClassification;
  formation_type: 1 | 2 | null;
  group_type: number | null;
  organization_size: number | null;
  organization_industry: number | null;
  organization_geographic_structure: number | null;
  organization_remote_work: number | null;
  organization_location: number | null;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone_code: string;
  contact_phone: string;
  site_link: string;
  created_at: Date;
  consultants_ids: string[];
};

const SELECT = `select w.*, coalesce(array(select a.consultant_id from workspaces.assignments a where a.workspace_id = w.id order by a.assigned_at, a.consultant_id), '{}') as consultants_ids
                  from workspaces.workspaces w`;

export const createWorkspaceReadModel = (pool: pg.Pool) => ({
  async ofTeam(teamId: string): Promise<WorkspaceRow[]> {
    const result = await pool.query<WorkspaceRow>(`${SELECT} where w.team_id = $1 and w.deleted_at is null order by lower(w.name), w.created_at`, [teamId]);
    return result.rows;
  },
  async byId(id: string): Promise<WorkspaceRow | null> {
    const result = await pool.query<WorkspaceRow>(`${SELECT} where w.id = $1 and w.deleted_at is null`, [id]);
    return result.rows[0] ?? null;
  },
  async isTeamConsultant(teamId: string, consultantId: string): Promise<boolean> {
    const result = await pool.query('select 1 from identity_consultants.consultants where id = $1 and team_id = $2', [consultantId, teamId]);
    return (result.rowCount ?? 0) > 0;
  },
});

/** HRIS connections of a workspace, as its HRIS integrations tab lists them */
export type HrisLookup = (workspaceId: string) => Promise<HrisIntegration[]>;

const additionalInfoOf = (row: WorkspaceRow): AdditionalInfo => ({
  formation_type: row.formation_type,
  group_type: row.group_type,
  organization_size: row.organization_size,
  organization_industry: row.organization_industry,
  organization_geographic_structure: row.organization_geographic_structure,
  organization_remote_work: row.organization_remote_work,
  organization_location: row.organization_location,
  main_contact: {
    first_name: row.contact_first_name,
    last_name: row.contact_last_name,
    email: row.contact_email,
    phone_code: row.contact_phone_code,
    phone: row.contact_phone,
    site_link: row.site_link,
  },
});

/**
 * The API's Workspace. A workspace the viewer is not assigned to shows only what the switcher needs
 * (name, logo, who works in it): its client details stay with the consultants assigned to it.
 */
export const toWorkspace = (row: WorkspaceRow, viewerId: string, images: Pick<ImageStore, 'urlFor'>, hris: HrisIntegration[] = []): Workspace => {
  const assigned = row.consultants_ids.includes(viewerId);
  return {
    id: row.id,
    name: row.name,
    team_id: row.team_id,
    created_by_id: row.created_by,
    logo_url: images.urlFor(row.logo_image_id),
    group_classification: row.group_classification,
    finch_integration: assigned ? hris : [],
    languages_tags: ['en'],
    additional_info: assigned ? additionalInfoOf(row) : NO_ADDITIONAL_INFO,
    consultants_ids: row.consultants_ids,
    created_at: row.created_at.toISOString(),
  };
};
