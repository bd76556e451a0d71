import { randomUUID } from 'node:crypto';
import type { EventContract, RecordedEvent } from '@canopy/contracts';
import { participantFields } from '@canopy/contracts/participants/fields.fixtures';
import {
  ParticipantsAdded,
  ParticipantsDeleted,
  ParticipantsJoinedGroup,
  ParticipantsLeftGroup,
} from '@canopy/contracts/participants/events';
import { AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import type { EventLog } from '@canopy/platform/commands/eventLog';
import { position } from '@canopy/platform/eventStore/position';
import { applyBatch, prepareSchema } from '@canopy/platform/projections/projectionStore';
import { answersProjection } from '@canopy/projections/analytics/answers/project';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestDatabase, type TestDatabase, testPool } from '../support/database.ts';

// A rebuild's replay writes the answers and leaves the cells to the statements it runs after it (ADR 0157): the cells,
// the respondents' cells, the submissions per cell and the data versions must then be the rows the live projection
// keeps batch by batch. One seeded log of roster moves, submissions (passes, a ten-point question, repeats, people with
// and without a start date), an erasure with a late submission, applied both ways into two schemas of one database.

const LIVE = 'analytics_answers';
const REPLAYED = 'analytics_answers_replayed';
const CYCLES = ['c1', 'c2', 'c3', 'c4'];
const PEOPLE = Array.from({ length: 24 }, (_, n) => `p${String(n).padStart(2, '0')}`);
const GROUPS = ['g1', 'g2', 'g3'];

/** a seeded generator (mulberry32), so a failure can be replayed */
const random = (() => {
  let seed = 45_157;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
})();
const pick = (count: number) => Math.floor(random() * count);

const dayOf = (cycle: number) => `2026-0${cycle + 1}-15T10:00:00.000Z`;
const event = <C extends EventContract>(contract: C, data: z.input<C['schema']>) => ({ type: contract.type, data });

const log = (): { type: string; data: unknown }[] => {
  const events: { type: string; data: unknown }[] = [
    event(ParticipantsAdded, {
      workspace_id: 'w1',
      add_source: 'manual',
      participants: PEOPLE.map((participant_id, n) => ({
        participant_id,
        ...participantFields({
          first_name: participant_id,
          hiring_date: n % 4 === 0 ? undefined : `20${15 + (n % 11)}-03-01T00:00:00.000Z`,
        }),
        external_id: null,
        is_active: true,
      })),
      added_at: dayOf(0),
    }),
    ...GROUPS.map((group_id, g) =>
      event(ParticipantsJoinedGroup, {
        workspace_id: 'w1',
        group_id,
        participant_ids: PEOPLE.filter((_, n) => n % (g + 2) === 0),
        joined_at: dayOf(0),
      }),
    ),
  ];
  const submission = (participant_id: string, cycle: number) =>
    event(AssessmentResponseSubmitted, {
      package_id: 'pk1',
      workspace_id: 'w1',
      team_id: 't1',
      cycle_id: CYCLES[cycle]!,
      link_id: `l-${cycle}`,
      participant_id,
      assessment_id: 'a1',
      assessment_version: 1,
      answers: [
        ...['q1', 'q2', 'q3']
          .filter(() => random() > 0.1)
          .map((question_id) => {
            const value = pick(6);
            return { question_id, answer_type: 'one_to_five' as const, value, passed: value === 0 };
          }),
        ...(random() > 0.3 ? [{ question_id: 'q4', answer_type: 'one_to_ten' as const, value: pick(11), passed: false }] : []),
      ].map((answer) => ({ ...answer, passed: answer.value === 0 })),
      collaboration: [],
      texts: {},
      identified_by: 'credential',
      submitted_at: dayOf(cycle),
    });
  for (let cycle = 0; cycle < CYCLES.length; cycle++) {
    for (const participant of PEOPLE) {
      if (random() < 0.2) continue;
      events.push(submission(participant, cycle));
      // the same submission again changes nothing
      if (random() < 0.1) events.push(submission(participant, cycle));
    }
    // groups move between cycles: answers keep the groups at the answer
    events.push(
      event(ParticipantsLeftGroup, {
        workspace_id: 'w1',
        group_id: GROUPS[cycle % 3]!,
        participant_ids: [PEOPLE[cycle]!],
        left_at: dayOf(cycle),
      }),
      event(ParticipantsJoinedGroup, {
        workspace_id: 'w1',
        group_id: GROUPS[(cycle + 1) % 3]!,
        participant_ids: [PEOPLE[cycle + 5]!],
        joined_at: dayOf(cycle),
      }),
    );
    // an erasure in the middle, and a late submission of the erased accepted a moment before it
    if (cycle === 1)
      events.push(
        event(ParticipantsDeleted, {
          workspace_id: 'w1',
          participant_ids: [PEOPLE[3]!, PEOPLE[8]!],
          deleted_by: 'ada',
          deleted_at: dayOf(1),
        }),
        submission(PEOPLE[3]!, 2),
      );
  }
  return events;
};

/** the log as recorded events in pages of random sizes */
const pages = (events: { type: string; data: unknown }[]): RecordedEvent[][] => {
  const recorded = events.map(
    (one, n): RecordedEvent => ({
      eventId: randomUUID(),
      type: one.type,
      schemaVersion: 1,
      data: one.data as Record<string, unknown>,
      metadata: { teamId: null, workspaceId: null, actor: 'spec', correlationId: randomUUID(), causationId: null },
      occurredAt: new Date().toISOString(),
      streamId: `spec-${n}`,
      revision: 0,
      position: position(1, n + 1),
    }),
  );
  const out: RecordedEvent[][] = [];
  for (let from = 0; from < recorded.length; ) {
    const size = 1 + pick(17);
    out.push(recorded.slice(from, from + size));
    from += size;
  }
  return out;
};

/** what a spec's events are opened with: they hold no sealed personal data */
const asStored = { open: async (events: RecordedEvent[]) => events } as unknown as EventLog;

describe('analytics_answers rebuilt: the cells counted after the replay', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase('rm');
    pool = testPool({ connectionString: database.url, max: 4 });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const rows = async (schema: string, query: string) => {
    const client = await pool.connect();
    try {
      await client.query(`set search_path to "${schema}", public`);
      return (await client.query(query)).rows;
    } finally {
      await client.query('reset search_path');
      client.release();
    }
  };
  const tables = async (schema: string) => ({
    cells: await rows(schema, "select * from cells order by question_id, cycle_id, array_to_string(group_ids, ','), bucket, scale"),
    // a respondent's cycles in a cell as a set: the readers test them for overlap only
    people: await rows(
      schema,
      `select workspace_id, assessment_id, question_id, group_ids, bucket, participant_id,
              array(select unnest(row_cycles) order by 1) as row_cycles, array(select unnest(answered_cycles) order by 1) as answered_cycles
         from cell_people order by question_id, array_to_string(group_ids, ','), bucket, participant_id`,
    ),
    submissions: await rows(
      schema,
      "select * from cell_submissions order by cycle_id, array_to_string(group_ids, ','), bucket, array_to_string(question_ids, ',')",
    ),
    versioned: await rows(schema, 'select workspace_id, assessment_id from cell_versions order by 1, 2'),
    answers: await rows(schema, 'select count(*)::int as n, count(distinct participant_id)::int as people from answers'),
  });

  it('are the rows the live projection keeps batch by batch, erasures and repeats included', async () => {
    const batches = pages(log());
    await prepareSchema(pool, LIVE, answersProjection);
    const deferred = new Set(answersProjection.deferredInRebuild);
    await prepareSchema(pool, REPLAYED, answersProjection, deferred);
    for (const events of batches) {
      await applyBatch({ pool, log: asStored, projection: answersProjection, schema: LIVE, events });
      await applyBatch({ pool, log: asStored, projection: answersProjection, schema: REPLAYED, events, replaying: true });
      // a page redelivered changes nothing, either way
      await applyBatch({ pool, log: asStored, projection: answersProjection, schema: REPLAYED, events, replaying: true });
    }
    // the replay leaves the counting to the end: only the cells an erasure leaves at zero are there before it
    const before = await tables(REPLAYED);
    expect(before.answers).toEqual((await tables(LIVE)).answers);
    expect(before.cells.every((cell) => cell.answered === 0 && cell.passes === 0)).toBe(true);
    expect(before.people).toEqual([]);
    for (const statement of answersProjection.afterReplay ?? []) {
      const client = await pool.connect();
      try {
        await client.query(`set search_path to "${REPLAYED}", public`);
        await client.query(statement);
      } finally {
        await client.query('reset search_path');
        client.release();
      }
    }
    const [live, replayed] = [await tables(LIVE), await tables(REPLAYED)];
    expect(live.cells.length, 'the log fills cells').toBeGreaterThan(40);
    expect(
      live.cells.some((cell) => cell.answered === 0 && cell.passes === 0),
      'the erasure leaves cells at zero',
    ).toBe(true);
    expect(live.answers[0].people, 'the erased are out').toBeLessThan(PEOPLE.length);
    expect(replayed).toEqual(live);
  });
});
