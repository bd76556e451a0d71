import { AdminMessages } from '@canopy/contracts/admin/rules';
import type { AdminReportKind } from '@canopy/contracts/admin/reports';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { evolveAdminAction, initialAdminActionState, type AdminActionEvent, type AdminActionState } from './adminAction.ts';

// Commands carry the acting administrator as the token names them; `is_platform_admin` false is refused here
// as well as at the route, so no path records an action of someone who is not an administrator.

type Acting = { action_id: string; administrator: { id: string; is_platform_admin: boolean }; now: string };

export type RecordTeamAdded = { type: 'RecordTeamAdded'; data: Acting & { team_id: string; name: string } };
export type RecordMemberAdded = { type: 'RecordMemberAdded'; data: Acting & { team_id: string; consultant_id: string } };
export type RecordPasswordReset = { type: 'RecordPasswordReset'; data: Acting & { team_id: string; consultant_id: string } };
export type RecordReportExported = {
  type: 'RecordReportExported';
  data: Acting & { report: AdminReportKind; team_id: string | null; workspace_id: string | null; file_name: string };
};
export type AdminActionCommand = RecordTeamAdded | RecordMemberAdded | RecordPasswordReset | RecordReportExported;

export const ActionMessages = { alreadyRecorded: 'This administrator action is recorded already' } as const;

export const decideAdminAction = (command: AdminActionCommand, state: AdminActionState): AdminActionEvent[] => {
  const { action_id, administrator, now } = command.data;
  if (!administrator.is_platform_admin) throw new DomainError(AdminMessages.notAdmin, 403);
  if (state.recorded) throw new DomainError(ActionMessages.alreadyRecorded, 409);
  const acted = { action_id, administrator_id: administrator.id, at: now };
  switch (command.type) {
    case 'RecordTeamAdded':
      return [{ type: 'AdminTeamAdded', data: { ...acted, team_id: command.data.team_id, name: command.data.name } }];
    case 'RecordMemberAdded':
      return [{ type: 'AdminMemberAdded', data: { ...acted, team_id: command.data.team_id, consultant_id: command.data.consultant_id } }];
    case 'RecordPasswordReset':
      return [
        {
          type: 'AdminMemberPasswordReset',
          data: { ...acted, team_id: command.data.team_id, consultant_id: command.data.consultant_id, sessions_ended: true },
        },
      ];
    case 'RecordReportExported': {
      const { report, team_id, workspace_id, file_name } = command.data;
      return [{ type: 'AdminReportExported', data: { ...acted, report, team_id, workspace_id, file_name } }];
    }
  }
};

export const adminActionDecider: Decider<AdminActionCommand, AdminActionEvent, AdminActionState> = {
  initialState: initialAdminActionState,
  decide: decideAdminAction,
  evolve: evolveAdminAction,
};
