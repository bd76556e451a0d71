import { AdminMemberPasswordReset, AdminReportExported, AdminTeamAdded, BenchmarkParticipationSet } from '@canopy/contracts/admin/events';
import { UnmaskedDataExported } from '@canopy/contracts/analytics/exports';
import { auditProjection } from '@canopy/projections/admin/audit/project';
import { benchmarkParticipationProjection } from '@canopy/projections/admin/benchmarkParticipation/project';
import { describe, expect, it } from 'vitest';
import { given, withReadModel } from '../support/readModel.ts';

// The admin context's read models on a migrated schema, without the product: given events, then rows.

describe('admin_audit', () => {
  const audit = withReadModel(auditProjection);

  it('keeps one row per administrator action, and a redelivered batch adds none', async () => {
    await audit.given(
      given(AdminTeamAdded, { action_id: 'a1', administrator_id: 'root', at: '2026-11-26T09:00:00Z', team_id: 't1', name: 'Orbit' }),
      given(AdminMemberPasswordReset, {
        action_id: 'a2',
        administrator_id: 'root',
        at: '2026-11-26T09:05:00Z',
        team_id: 't1',
        consultant_id: 'c1',
        sessions_ended: true,
      }),
      given(AdminReportExported, {
        action_id: 'a3',
        administrator_id: 'root',
        at: '2026-11-26T09:10:00Z',
        report: 'network_map',
        team_id: 't2',
        workspace_id: 'w9',
        file_name: 'Acme.csv',
      }),
    );
    await audit.again();
    expect(await audit.rows('select kind, actor_id, team_id, workspace_id, subject_id, detail from actions order by occurred_at')).toEqual([
      { kind: 'team_added', actor_id: 'root', team_id: 't1', workspace_id: null, subject_id: 't1', detail: 'Orbit' },
      { kind: 'password_reset', actor_id: 'root', team_id: 't1', workspace_id: null, subject_id: 'c1', detail: '' },
      { kind: 'report_exported', actor_id: 'root', team_id: 't2', workspace_id: 'w9', subject_id: 'network_map', detail: 'Acme.csv' },
    ]);
  });
});

describe('admin_audit: unmasked exports', () => {
  const audit = withReadModel(auditProjection);

  it("keeps each team's unmasked raw data export with who made it", async () => {
    await audit.given(
      given(UnmaskedDataExported, {
        export_id: 'e1',
        workspace_id: 'w1',
        team_id: 't1',
        consultant_id: 'c1',
        package_id: 'p1',
        package_name: 'Pulse',
        assessment_id: 'a1',
        assessment_name: 'Team health',
        cycles: [],
        include_named_texts: false,
        exported_at: '2026-11-26T11:00:00Z',
      }),
    );
    expect(await audit.rows('select kind, actor_id, team_id, workspace_id, detail from actions')).toEqual([
      { kind: 'unmasked_export', actor_id: 'c1', team_id: 't1', workspace_id: 'w1', detail: 'Pulse · Team health' },
    ]);
  });
});

describe('admin_benchmark_participation', () => {
  const participation = withReadModel(benchmarkParticipationProjection);

  it("keeps each team's latest choice", async () => {
    await participation.given(
      given(BenchmarkParticipationSet, { team_id: 't1', opted_out: true, set_by: 'c1', set_at: '2026-11-26T09:00:00Z' }),
      given(BenchmarkParticipationSet, { team_id: 't2', opted_out: true, set_by: 'c2', set_at: '2026-11-26T09:00:00Z' }),
      given(BenchmarkParticipationSet, { team_id: 't1', opted_out: false, set_by: 'c1', set_at: '2026-11-26T10:00:00Z' }),
    );
    expect(await participation.rows('select team_id, opted_out from teams order by team_id')).toEqual([
      { team_id: 't1', opted_out: false },
      { team_id: 't2', opted_out: true },
    ]);
  });
});
