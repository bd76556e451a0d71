import { z } from 'zod';
import { defineEvent } from '../platform/eventContract.ts';
import { Text } from '../platform/text.ts';
import { AdminReportKind } from './reports.ts';

// Events of the admin context. Each administrator action is its own stream, `admin-action-<action id>`, written
// once: the audit trail is their projection. A team's benchmark choice lives on `benchmark-participation-<team id>`.
// Names and e-mails stay in the identity context: these events carry ids only.

const isoTime = z.iso.datetime({ offset: true });
const acted = { action_id: Text(), administrator_id: Text(), at: isoTime };

export const AdminTeamAdded = defineEvent('AdminTeamAdded', z.object({ ...acted, team_id: Text(), name: Text() }));

export const AdminMemberAdded = defineEvent('AdminMemberAdded', z.object({ ...acted, team_id: Text(), consultant_id: Text() }));

export const AdminMemberPasswordReset = defineEvent(
  'AdminMemberPasswordReset',
  z.object({ ...acted, team_id: Text(), consultant_id: Text(), sessions_ended: z.boolean() }),
);

/** a team-level report an administrator downloaded: which, for whose workspace, under which file name */
export const AdminReportExported = defineEvent(
  'AdminReportExported',
  z.object({
    ...acted,
    report: AdminReportKind,
    team_id: Text().nullable(),
    workspace_id: Text().nullable(),
    file_name: Text(),
  }),
);

/** a team's consultants chose whether its workspaces' averages may feed the platform benchmark */
export const BenchmarkParticipationSet = defineEvent(
  'BenchmarkParticipationSet',
  z.object({ team_id: Text(), opted_out: z.boolean(), set_by: Text(), set_at: isoTime }),
);

export const adminActionEvents = [AdminTeamAdded, AdminMemberAdded, AdminMemberPasswordReset, AdminReportExported] as const;

/** every event contract the admin service writes */
export const adminEvents = [...adminActionEvents, BenchmarkParticipationSet] as const;
