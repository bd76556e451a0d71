import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { adminActionDecider } from './decide.ts';

const spec = deciderSpec(adminActionDecider);
const now = '2026-11-26T22:00:00.000Z';
const admin = { id: 'admin-1', is_platform_admin: true };

describe('Administrator actions', () => {
  it('records a team added by the administrator who added it', () => {
    spec
      .given([])
      .when({ type: 'RecordTeamAdded', data: { action_id: 'a1', administrator: admin, now, team_id: 't1', name: 'Team One' } })
      .then([{ type: 'AdminTeamAdded', data: { action_id: 'a1', administrator_id: 'admin-1', at: now, team_id: 't1', name: 'Team One' } }]);
  });

  it('records a password reset as ending the member sessions', () => {
    spec
      .given([])
      .when({ type: 'RecordPasswordReset', data: { action_id: 'a2', administrator: admin, now, team_id: 't1', consultant_id: 'c1' } })
      .then([
        {
          type: 'AdminMemberPasswordReset',
          data: { action_id: 'a2', administrator_id: 'admin-1', at: now, team_id: 't1', consultant_id: 'c1', sessions_ended: true },
        },
      ]);
  });

  it('records a report download with its file name', () => {
    spec
      .given([])
      .when({
        type: 'RecordReportExported',
        data: {
          action_id: 'a3',
          administrator: admin,
          now,
          report: 'benchmarks',
          team_id: null,
          workspace_id: null,
          file_name: 'benchmarks.csv',
        },
      })
      .then([
        {
          type: 'AdminReportExported',
          data: {
            action_id: 'a3',
            administrator_id: 'admin-1',
            at: now,
            report: 'benchmarks',
            team_id: null,
            workspace_id: null,
            file_name: 'benchmarks.csv',
          },
        },
      ]);
  });

  it('refuses a consultant who is not an administrator', () => {
    spec
      .given([])
      .when({
        type: 'RecordMemberAdded',
        data: { action_id: 'a4', administrator: { id: 'c9', is_platform_admin: false }, now, team_id: 't1', consultant_id: 'c1' },
      })
      .thenThrows('Admin pages need an admin permission', 403);
  });

  it('records an action once', () => {
    spec
      .given([{ type: 'AdminTeamAdded', data: { action_id: 'a1', administrator_id: 'admin-1', at: now, team_id: 't1', name: 'Team One' } }])
      .when({ type: 'RecordTeamAdded', data: { action_id: 'a1', administrator: admin, now, team_id: 't1', name: 'Team One' } })
      .thenThrows('This administrator action is recorded already', 409);
  });
});
