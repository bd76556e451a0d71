import { NO_ADDITIONAL_INFO, type AdditionalInfo, type HrisIntegration, type Workspace } from '@canopy/contracts/workspace/api';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createConsultantsReader } from '@canopy/identity';
import { createWorkspacesReader, type WorkspaceRow } from '@canopy/projections/workspace/workspaces/read';

// The `workspaces` read model (projections/src/workspace/workspaces/read.ts) and the API's Workspace.

export type { WorkspaceRow };

/** the workspaces read model (and the one question it asks of identity's) through their owners' readers */
export const createWorkspaceReadModel = (db: Queryable) => {
  const workspaces = createWorkspacesReader(db);
  const consultants = createConsultantsReader(db);
  return { ofTeam: workspaces.ofTeam, byId: workspaces.byId, isTeamConsultant: consultants.inTeam };
};

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
export const toWorkspace = (
  row: WorkspaceRow,
  viewerId: string,
  images: Pick<ImageStore, 'urlFor'>,
  hris: HrisIntegration[] = [],
): Workspace => {
  const assigned = row.consultants_ids.includes(viewerId);
  return {
    id: row.id,
    name: row.name,
    team_id: row.team_id,
    created_by_id: row.created_by,
    logo_url: images.urlFor(row.logo_image_id),
    group_classification: row.group_classification,
    time_zone: row.time_zone,
    alert_thresholds: {
      alpha: row.alert_alpha,
      minimum_respondents: row.alert_minimum_respondents,
      minimum_move: row.alert_minimum_move,
    },
    finch_integration: assigned ? hris : [],
    languages_tags: ['en'],
    additional_info: assigned ? additionalInfoOf(row) : NO_ADDITIONAL_INFO,
    consultants_ids: row.consultants_ids,
    created_at: row.created_at.toISOString(),
  };
};
