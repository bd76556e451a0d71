import type { EventOf } from '@canopy/contracts';
import type { AdminMemberAdded, AdminMemberPasswordReset, AdminReportExported, AdminTeamAdded } from '@canopy/contracts/admin/events';

// An administrator's action: each is its own stream, written once, so the audit trail never loses one to a
// concurrent write and no stream grows with the platform's history.

export type AdminActionEvent =
  | EventOf<typeof AdminTeamAdded>
  | EventOf<typeof AdminMemberAdded>
  | EventOf<typeof AdminMemberPasswordReset>
  | EventOf<typeof AdminReportExported>;

export type AdminActionState = { recorded: boolean };

export const adminActionStreamId = (actionId: string) => `admin-action-${actionId}`;

export const initialAdminActionState = (): AdminActionState => ({ recorded: false });

export const evolveAdminAction = (_state: AdminActionState, _event: AdminActionEvent): AdminActionState => ({ recorded: true });
