import type { Alert } from '@canopy/contracts/analytics/alerts';
import type { AlertThresholds } from '@canopy/contracts/workspace/api';
import { runMigrations } from '@canopy/platform/db/migrations';
import { PERIODIC_QUEUE, type Jobs } from '@canopy/platform/jobs/jobs';
import type { Mailer } from '@canopy/platform/mail/mailer';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { Clock } from '@canopy/platform/time/clock';
import type { ConsultantRow } from '@canopy/identity';
import type { Cycle } from '@canopy/survey';
import type pg from 'pg';
import { digestMail } from './digestMail.ts';

// The alert digest (ADR 0133): when a cycle closes (its link removed, replaced or expired), each consultant assigned
// to its workspace gets one mail listing the alerts whose latest cycle it is. A periodic job on the process's pg-boss
// finds the cycles that closed; a ledger keyed by cycle and consultant makes each mail go once, as the message
// deliveries do (ADR 0079): claimed just before sending, recorded as sent after, a claim whose sender died taken over
// once its lease has run out, and the same Message-ID on that resend.

export const ALERT_DIGEST_QUEUE = 'alert-digest-sweep';
/** a cycle closed longer ago than this is not looked at again (a process down for a week still catches up) */
const LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
const LEASE_SECONDS = 300;

export const migrateAlertDigests = (pool: pg.Pool) =>
  runMigrations(pool, {
    component: 'alert-digests',
    steps: [
      'create schema if not exists alert_digests',
      // one row per consultant's mail of a cycle: the key that sends it once
      `create table alert_digests.mails (
        cycle_id text not null,
        consultant_id text not null,
        status text not null check (status in ('claimed', 'sent')),
        claimed_at timestamptz not null,
        sent_at timestamptz,
        primary key (cycle_id, consultant_id)
      )`,
      // a cycle whose digest is done: every mail sent, or nothing to say (no alert is of it)
      `create table alert_digests.cycles (
        cycle_id text primary key,
        workspace_id text not null,
        alerts int not null,
        done_at timestamptz not null
      )`,
    ],
  });

export type AlertDigestDeps = {
  pool: pg.Pool;
  jobs: Pick<Jobs, 'createQueue' | 'work' | 'schedule'>;
  clock: Clock;
  logger: ServiceDeps['logger'];
  mailer: () => Mailer;
  baseUrl: () => string;
  endedBetween: (since: Date, now: Date) => Promise<(Cycle & { workspace_id: string })[]>;
  workspace: (id: string) => Promise<{ name: string; consultants_ids: string[]; thresholds: AlertThresholds } | null>;
  packageName: (id: string) => Promise<string>;
  consultants: (ids: readonly string[]) => Promise<ConsultantRow[]>;
  alerts: (workspaceId: string, thresholds: AlertThresholds, now: Date) => Promise<{ alerts: Alert[] }>;
  /** whether this process runs the sweep (MESSAGE_SCHEDULER, as the message sweep) */
  sweeps: boolean;
};

export const createAlertDigest = (deps: AlertDigestDeps) => {
  const { pool } = deps;
  /** the mail is this caller's to send: nobody has it, or a claim has lapsed */
  const claim = async (cycleId: string, consultantId: string, now: Date) => {
    const claimed = await pool.query(
      `insert into alert_digests.mails (cycle_id, consultant_id, status, claimed_at) values ($1, $2, 'claimed', $3)
       on conflict (cycle_id, consultant_id) do update set claimed_at = excluded.claimed_at
         where alert_digests.mails.status = 'claimed' and alert_digests.mails.claimed_at < $3::timestamptz - make_interval(secs => $4)
       returning cycle_id`,
      [cycleId, consultantId, now, LEASE_SECONDS],
    );
    return (claimed.rowCount ?? 0) > 0;
  };

  const digestOf = async (cycle: Cycle & { workspace_id: string }, now: Date) => {
    const workspace = await deps.workspace(cycle.workspace_id);
    if (!workspace) return { alerts: 0, complete: true };
    const { alerts: all } = await deps.alerts(cycle.workspace_id, workspace.thresholds, now);
    const alerts = all.filter((alert) => alert.to_cycle_id === cycle.cycle_id);
    if (alerts.length === 0) return { alerts: 0, complete: true };
    const [packageName, consultants] = await Promise.all([deps.packageName(cycle.package_id), deps.consultants(workspace.consultants_ids)]);
    let complete = true;
    for (const consultant of consultants) {
      if (!consultant.email) continue; // erased
      if (!(await claim(cycle.cycle_id, consultant.id, now))) continue;
      const mail = digestMail({
        firstName: consultant.first_name ?? '',
        workspaceName: workspace.name,
        packageName,
        alerts,
        alertsUrl: `${deps.baseUrl()}/analytics/alerts?workspace=${encodeURIComponent(cycle.workspace_id)}`,
      });
      try {
        await deps.mailer().send({ to: consultant.email, ...mail, messageId: `<alert-digest-${cycle.cycle_id}-${consultant.id}@canopy>` });
        await pool.query(`update alert_digests.mails set status = 'sent', sent_at = $3 where cycle_id = $1 and consultant_id = $2`, [
          cycle.cycle_id,
          consultant.id,
          now,
        ]);
      } catch (error) {
        // the next sweep tries again: the claim is given up, the cycle stays open
        complete = false;
        deps.logger.warn({ err: error, cycle_id: cycle.cycle_id }, 'alert digest not sent');
        await pool.query(`delete from alert_digests.mails where cycle_id = $1 and consultant_id = $2 and status = 'claimed'`, [
          cycle.cycle_id,
          consultant.id,
        ]);
      }
    }
    return { alerts: alerts.length, complete };
  };

  /** one pass: every cycle closed in the lookback whose digest is not done */
  const sweep = async (now: Date) => {
    const ended = await deps.endedBetween(new Date(now.getTime() - LOOKBACK_MS), now);
    if (ended.length === 0) return;
    const done = await pool.query<{ cycle_id: string }>('select cycle_id from alert_digests.cycles where cycle_id = any($1::text[])', [
      ended.map((cycle) => cycle.cycle_id),
    ]);
    const finished = new Set(done.rows.map((row) => row.cycle_id));
    for (const cycle of ended.filter((candidate) => !finished.has(candidate.cycle_id))) {
      const { alerts, complete } = await digestOf(cycle, now);
      if (complete)
        await pool.query(
          'insert into alert_digests.cycles (cycle_id, workspace_id, alerts, done_at) values ($1, $2, $3, $4) on conflict do nothing',
          [cycle.cycle_id, cycle.workspace_id, alerts, now],
        );
    }
  };

  return {
    sweep,
    async start() {
      if (!deps.sweeps) return;
      await deps.jobs.createQueue(ALERT_DIGEST_QUEUE, { ...PERIODIC_QUEUE, expireInSeconds: 60 * 60 });
      await deps.jobs.schedule(ALERT_DIGEST_QUEUE, '* * * * *', {});
      await deps.jobs.work(ALERT_DIGEST_QUEUE, { pollingIntervalSeconds: 5 }, () =>
        sweep(deps.clock.now()).catch((error: unknown) => {
          deps.logger.error({ err: error }, 'alert digest sweep failed');
          throw error;
        }),
      );
    },
  };
};
export type AlertDigest = ReturnType<typeof createAlertDigest>;
