import type { Prelude } from '@canopy/platform/http/prelude';
import { type ExportPorts, type ExportWorkspace, WorkspaceParams, workspaceAccess } from './exportPorts.ts';

export const Params = WorkspaceParams;
export const access = workspaceAccess;

/** every raw data export of the workspace that named people: who, when, package, assessment and cycles */
export const unmaskings =
  (ports: Pick<ExportPorts, 'exportsReader' | 'consultants'>) =>
  async (_input: unknown, { scope: workspace, user }: Prelude<ExportWorkspace>) => {
    const [rows, team] = await Promise.all([ports.exportsReader.unmaskings(workspace.id), ports.consultants.ofTeam(user.teamId)]);
    const names = new Map(team.map((consultant) => [consultant.id, `${consultant.first_name ?? ''} ${consultant.last_name ?? ''}`.trim()]));
    return {
      unmaskings: rows.map((row) => ({
        id: row.export_id,
        consultant_id: row.consultant_id,
        consultant_name: names.get(row.consultant_id) || 'Former consultant',
        exported_at: row.exported_at.toISOString(),
        package_id: row.package_id,
        package_name: row.package_name,
        assessment_id: row.assessment_id,
        assessment_name: row.assessment_name,
        cycles: row.cycles.map(({ link, from, to }) => ({ link, from, to })),
      })),
    };
  };
