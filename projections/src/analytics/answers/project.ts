import type { RecordedEvent } from '@canopy/contracts';
import { UNSET_DATE } from '@canopy/contracts/participants/api';
import {
  GroupCreated,
  GroupDeleted,
  GroupRenamed,
  ParticipantsAdded,
  ParticipantsDeleted,
  ParticipantsJoinedGroup,
  ParticipantsLeftGroup,
  ParticipantsUpdated,
} from '@canopy/contracts/participants/events';
import { defineProjection, type ApplyContext } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import { answerHandlers, answerEventTypes, submittedRun } from './projectAnswers.ts';
import { CELL_SOURCE_COLUMNS, cellsAfter } from './cells.ts';
import { answersSchema } from './schema.ts';

const dateOrNull = (value: string | null | undefined) => (!value || value.startsWith(UNSET_DATE.slice(0, 10)) ? null : value);

/**
 * writes `analytics_answers` (schema.ts). The roster half keeps who belongs to which group and who started
 * when, so an answer is stamped with them as it arrives; every statement is safe to run twice.
 */
export const answersProjection = defineProjection({
  ...answersSchema,
  handles: [
    ParticipantsAdded.type,
    ParticipantsUpdated.type,
    ParticipantsDeleted.type,
    ParticipantsJoinedGroup.type,
    ParticipantsLeftGroup.type,
    GroupCreated.type,
    GroupRenamed.type,
    GroupDeleted.type,
    ...answerEventTypes,
  ],
  // a submission's sealed part (what text questions said) is never read here, so submissions are used as stored
  // and only the roster's events (names) are opened: replay does not unseal every answer
  opensEvents: true,
  async apply(client: pg.PoolClient, stored: RecordedEvent[], context: ApplyContext) {
    const opened = await context.open(stored.filter((event) => event.type !== AssessmentResponseSubmitted.type));
    let next = 0;
    const events = stored.map((event) => (event.type === AssessmentResponseSubmitted.type ? event : opened[next++]!));
    for (let index = 0; index < events.length; index++) {
      const event = events[index]!;
      if (event.type === AssessmentResponseSubmitted.type) {
        // a run of submissions goes in together; roster events between runs keep their place in the log's order
        let end = index;
        while (end < events.length && events[end]!.type === AssessmentResponseSubmitted.type) end++;
        await submittedRun(client, events.slice(index, end), context.replaying === true);
        index = end - 1;
        continue;
      }
      switch (event.type) {
        case ParticipantsAdded.type: {
          const data = dataOf(ParticipantsAdded, event);
          await client.query(
            `insert into people (participant_id, workspace_id, first_name, last_name, hiring_date)
             select x.id, $1, x.first_name, x.last_name, x.hiring_date
               from unnest($2::text[], $3::text[], $4::text[], $5::timestamptz[]) as x(id, first_name, last_name, hiring_date)
             on conflict (participant_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
                                                       hiring_date = excluded.hiring_date`,
            [
              data.workspace_id,
              data.participants.map((p) => p.participant_id),
              data.participants.map((p) => p.first_name ?? ''),
              data.participants.map((p) => p.last_name ?? ''),
              data.participants.map((p) => dateOrNull(p.hiring_date)),
            ],
          );
          break;
        }
        case ParticipantsUpdated.type: {
          const data = dataOf(ParticipantsUpdated, event);
          await client.query(
            `update people set first_name = x.first_name, last_name = x.last_name, hiring_date = x.hiring_date
               from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) as x(id, first_name, last_name, hiring_date)
              where people.participant_id = x.id`,
            [
              data.participants.map((p) => p.participant_id),
              data.participants.map((p) => p.first_name ?? ''),
              data.participants.map((p) => p.last_name ?? ''),
              data.participants.map((p) => dateOrNull(p.hiring_date)),
            ],
          );
          break;
        }
        case ParticipantsDeleted.type: {
          // an erased person's answers leave every aggregate, as they leave the survey read models (ADR 0036)
          const data = dataOf(ParticipantsDeleted, event);
          await client.query('delete from scores where participant_id = any($1)', [data.participant_ids]);
          // their answers leave the cells they were counted in (ADR 0086); in a rebuild's replay, which counts the cells
          // after it from the answers left, their cells are only kept, at zero as the live count leaves them (ADR 0157)
          await client.query(
            `with gone as (delete from answers where participant_id = any($1) returning ${CELL_SOURCE_COLUMNS})${cellsAfter('gone', context.replaying ? 0 : -1)}
             delete from cell_people where participant_id = any($1)`,
            [data.participant_ids],
          );
          for (const table of ['responses', 'memberships', 'people']) {
            await client.query(`delete from ${table} where participant_id = any($1)`, [data.participant_ids]);
          }
          await client.query('insert into erased (participant_id) select unnest($1::text[]) on conflict do nothing', [
            data.participant_ids,
          ]);
          break;
        }
        case ParticipantsJoinedGroup.type: {
          const data = dataOf(ParticipantsJoinedGroup, event);
          await client.query('insert into memberships (group_id, participant_id) select $1, unnest($2::text[]) on conflict do nothing', [
            data.group_id,
            data.participant_ids,
          ]);
          break;
        }
        case ParticipantsLeftGroup.type: {
          const data = dataOf(ParticipantsLeftGroup, event);
          await client.query('delete from memberships where group_id = $1 and participant_id = any($2)', [
            data.group_id,
            data.participant_ids,
          ]);
          break;
        }
        case GroupCreated.type: {
          const data = dataOf(GroupCreated, event);
          await client.query(
            'insert into groups (id, workspace_id, name, origin, origin_source) values ($1, $2, $3, $4, $5) on conflict (id) do nothing',
            [data.group_id, data.workspace_id, data.name, data.origin, data.origin_source],
          );
          break;
        }
        case GroupRenamed.type: {
          const data = dataOf(GroupRenamed, event);
          await client.query('update groups set name = $2 where id = $1', [data.group_id, data.name]);
          break;
        }
        case GroupDeleted.type: {
          const data = dataOf(GroupDeleted, event);
          // a deleted group keeps its name for the answers given in it; the pickers no longer offer it
          await client.query('update groups set deleted = true where id = $1', [data.group_id]);
          await client.query('delete from memberships where group_id = $1', [data.group_id]);
          break;
        }
        default: {
          const handler = answerHandlers[event.type];
          if (handler) await handler(client, event);
        }
      }
    }
  },
});
