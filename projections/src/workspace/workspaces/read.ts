import { GroupClassification, profileAnswersShape } from '@canopy/contracts/workspace/api';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `workspaces` (ADR 0028): the switcher, the settings tabs and every access check read here.

/** a live workspace with the consultants assigned to it, oldest assignment first */
export const WorkspaceRow = z.strictObject({
  id: z.string(),
  team_id: z.string(),
  created_by: z.string(),
  name: z.string(),
  logo_image_id: z.string().nullable(),
  group_classification: GroupClassification,
  time_zone: z.string(),
  alert_alpha: z.number(),
  alert_minimum_respondents: z.number().int(),
  alert_minimum_move: z.number(),
  ...profileAnswersShape,
  contact_first_name: z.string(),
  contact_last_name: z.string(),
  contact_email: z.string(),
  contact_phone_code: z.string(),
  contact_phone: z.string(),
  site_link: z.string(),
  created_at: z.date(),
  consultants_ids: z.array(z.string()),
});
export type WorkspaceRow = z.infer<typeof WorkspaceRow>;

/** what every workspace-scoped route knows once access is granted */
export const WorkspaceAccessRow = z.strictObject({
  id: z.string(),
  team_id: z.string(),
  name: z.string(),
  group_classification: GroupClassification,
  /** the IANA zone the workspace's dates are days in (ADR 0118) */
  time_zone: z.string(),
  assigned: z.boolean(),
});
export type WorkspaceAccessRow = z.infer<typeof WorkspaceAccessRow>;

/** the little the roster and the HRIS sync need of a live workspace */
export const WorkspaceKeyRow = z.strictObject({ id: z.string(), team_id: z.string(), group_classification: GroupClassification });
export type WorkspaceKeyRow = z.infer<typeof WorkspaceKeyRow>;

const SELECT = sql.fragment`select w.id, w.team_id, w.created_by, w.name, w.logo_image_id, w.group_classification, w.time_zone,
    w.alert_alpha, w.alert_minimum_respondents, w.alert_minimum_move, w.formation_type, w.group_type,
    w.organization_size, w.organization_industry, w.organization_geographic_structure, w.organization_remote_work, w.organization_location,
    w.contact_first_name, w.contact_last_name, w.contact_email, w.contact_phone_code, w.contact_phone, w.site_link, w.created_at,
    coalesce(array(select a.consultant_id from workspaces.assignments a where a.workspace_id = w.id order by a.assigned_at, a.consultant_id), '{}')
      as consultants_ids
  from workspaces.workspaces w`;

export const createWorkspacesReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** the team's live workspaces by name */
    ofTeam: (teamId: string): Promise<WorkspaceRow[]> =>
      db.any(sql.type(WorkspaceRow)`${SELECT} where w.team_id = ${teamId} and w.deleted_at is null order by lower(w.name), w.created_at`),
    byId: (id: string): Promise<WorkspaceRow | null> =>
      db.maybeOne(sql.type(WorkspaceRow)`${SELECT} where w.id = ${id} and w.deleted_at is null`),
    /** whether the team has a workspace, deleted or not */
    teamHasAny: (teamId: string): Promise<boolean> =>
      db.exists(sql.type(z.object({}))`select from workspaces.workspaces where team_id = ${teamId}`),
    /** a live workspace's team and group classification */
    key: (id: string): Promise<WorkspaceKeyRow | null> =>
      db.maybeOne(
        sql.type(
          WorkspaceKeyRow,
        )`select id, team_id, group_classification from workspaces.workspaces where id = ${id} and deleted_at is null`,
      ),
    /** the zones of live workspaces by id (schedules and the termination trigger run in them); absent ids are not live */
    timeZones: async (ids: readonly string[]): Promise<Map<string, string>> => {
      const rows = await db.any(
        sql.type(z.object({ id: z.string(), time_zone: z.string() }))`select id, time_zone from workspaces.workspaces
          where id = any(${sql.array([...ids], 'text')}) and deleted_at is null`,
      );
      return new Map(rows.map((row) => [row.id, row.time_zone]));
    },
    /** the live workspace if it is the team's, and whether this consultant is assigned to it (the access rule) */
    forConsultant: (workspaceId: string, consultantId: string, teamId: string): Promise<WorkspaceAccessRow | null> =>
      db.maybeOne(
        sql.type(WorkspaceAccessRow)`select w.id, w.team_id, w.name, w.group_classification, w.time_zone,
                exists (select 1 from workspaces.assignments a where a.workspace_id = w.id and a.consultant_id = ${consultantId}) as assigned
           from workspaces.workspaces w
          where w.id = ${workspaceId} and w.team_id = ${teamId} and w.deleted_at is null`,
      ),
  };
};

export type WorkspacesReader = ReturnType<typeof createWorkspacesReader>;
