import { randomUUID } from 'node:crypto';
import { runMigrations } from '@canopy/platform/db/migrations';
import { withTransaction } from '@canopy/platform/db/transaction';
import type pg from 'pg';
import { z } from 'zod';

// Wrong credentials on a link's identify step, counted across every client address and every process
// (docs/decisions/0059-identify-attempts-and-answer-rules.md): per person (the picked participant, or the name typed) and per link,
// in a sliding hour. The consultant sees them per package (GET /packages/{id}/identify-failures). Not events: a
// guessing run must not grow the event log, and nothing here is part of the domain's history.

export type IdentifyLimits = { perPerson: number; perLink: number; windowSeconds: number };
export const IDENTIFY_LIMITS: IdentifyLimits = { perPerson: 10, perLink: 300, windowSeconds: 3600 };

/** how long failures are kept for the consultant's view, past the window that limits */
const KEPT_MS = 7 * 86_400_000;
// first key of the advisory locks: 'idnt'
const LOCK_CLASS = 0x69646e74;

export const migrateIdentifyFailures = (pool: pg.Pool) =>
  runMigrations(pool, {
    component: 'survey-identify-failures',
    steps: [
      'create schema if not exists survey_respondent',
      `create table survey_respondent.identify_failures (
        attempt_id uuid primary key,
        package_id text not null,
        link_id text not null,
        workspace_id text not null,
        person_key text not null,
        participant_id text,
        failed_at timestamptz not null
      )`,
      'create index identify_failures_person on survey_respondent.identify_failures (person_key, failed_at)',
      'create index identify_failures_link on survey_respondent.identify_failures (link_id, failed_at)',
      'create index identify_failures_package on survey_respondent.identify_failures (package_id, failed_at)',
    ],
  });

export type IdentifyAttempt = {
  packageId: string;
  linkId: string;
  workspaceId: string;
  /** the picked participant, or null when only names were given */
  participantId: string | null;
  firstName: string;
  lastName: string;
};
export type IdentifyVerdict = { locked: 'person' | 'link'; retryAfterSeconds: number } | { locked: false; attemptId: string };

const personKeyOf = (attempt: IdentifyAttempt) =>
  attempt.participantId
    ? `${attempt.workspaceId}:id:${attempt.participantId}`
    : `${attempt.workspaceId}:name:${attempt.firstName.trim().toLowerCase()} ${attempt.lastName.trim().toLowerCase()}`;

export const IdentifyFailureRow = z.object({
  participant_id: z.string().nullable(),
  failures: z.number().int(),
  failures_in_window: z.number().int(),
  last_failed_at: z.string(),
  locked: z.boolean(),
});
export type IdentifyFailureRow = z.infer<typeof IdentifyFailureRow>;

/**
 * Every attempt is counted as a failure before its credential is compared, in the transaction that reads the counts,
 * under a lock per person and per link: of any number of concurrent tries no more than the limit are compared. A
 * successful attempt takes its row back and forgets the person's earlier failures.
 */
export const createIdentifyThrottle = (pool: pg.Pool, limits: IdentifyLimits = IDENTIFY_LIMITS) => {
  const windowMs = limits.windowSeconds * 1000;
  const waitFor = async (client: pg.PoolClient, column: 'person_key' | 'link_id', key: string, max: number, now: Date) => {
    const { rows } = await client.query<{ failed_at: Date }>(
      `select failed_at from survey_respondent.identify_failures where ${column} = $1 and failed_at > $2 order by failed_at`,
      [key, new Date(now.getTime() - windowMs)],
    );
    if (rows.length < max) return 0;
    const unlocksAt = rows[rows.length - max]!.failed_at.getTime() + windowMs;
    return Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
  };
  return {
    async begin(attempt: IdentifyAttempt, now: Date): Promise<IdentifyVerdict> {
      const person = personKeyOf(attempt);
      return withTransaction(pool, async (client) => {
        await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, `person:${person}`]);
        await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, `link:${attempt.linkId}`]);
        const personWait = await waitFor(client, 'person_key', person, limits.perPerson, now);
        if (personWait > 0) return { locked: 'person', retryAfterSeconds: personWait };
        const linkWait = await waitFor(client, 'link_id', attempt.linkId, limits.perLink, now);
        if (linkWait > 0) return { locked: 'link', retryAfterSeconds: linkWait };
        const attemptId = randomUUID();
        await client.query(
          `insert into survey_respondent.identify_failures (attempt_id, package_id, link_id, workspace_id, person_key, participant_id, failed_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [attemptId, attempt.packageId, attempt.linkId, attempt.workspaceId, person, attempt.participantId, now],
        );
        return { locked: false, attemptId };
      });
    },
    /** the credential matched: this attempt and the person's earlier failures are forgotten */
    async succeeded(attempt: IdentifyAttempt, attemptId: string): Promise<void> {
      await pool.query('delete from survey_respondent.identify_failures where attempt_id = $1 or person_key = $2', [
        attemptId,
        personKeyOf(attempt),
      ]);
    },
    /** the credential did not match: the failure stays counted; failures older than the consultant's view are dropped */
    async failed(now: Date): Promise<void> {
      await pool.query('delete from survey_respondent.identify_failures where failed_at < $1', [new Date(now.getTime() - KEPT_MS)]);
    },
    /** the package's wrong tries of the last seven days, per person, the most recent first (the consultant's view) */
    async ofPackage(packageId: string, now: Date): Promise<IdentifyFailureRow[]> {
      const { rows } = await pool.query<{
        participant_id: string | null;
        failures: number;
        failures_in_window: number;
        last_failed_at: Date;
      }>(
        `select min(participant_id) as participant_id, count(*)::int as failures,
                (count(*) filter (where failed_at > $2))::int as failures_in_window, max(failed_at) as last_failed_at
           from survey_respondent.identify_failures
          where package_id = $1 and failed_at > $3
          group by person_key
          order by max(failed_at) desc
          limit 500`,
        [packageId, new Date(now.getTime() - windowMs), new Date(now.getTime() - KEPT_MS)],
      );
      return rows.map((row) => ({
        participant_id: row.participant_id,
        failures: row.failures,
        failures_in_window: row.failures_in_window,
        last_failed_at: row.last_failed_at.toISOString(),
        locked: row.failures_in_window >= limits.perPerson,
      }));
    },
  };
};
export type IdentifyThrottle = ReturnType<typeof createIdentifyThrottle>;
