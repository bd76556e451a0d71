import type { RecordedEvent } from '@canopy/contracts';
import { UnmaskedDataExported } from '@canopy/contracts/analytics/exports';
import { ParticipantsAdded, ParticipantsDeleted, ParticipantsUpdated } from '@canopy/contracts/participants/events';
import { AnonymousTextAnswered, anonymousTextKey, AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import type { z } from 'zod';
import { dataOf } from '../../eventData.ts';
import { exportsSchema } from './schema.ts';

/** the organisational fields a raw data file may carry, kept per person and stamped on each submission */
export const ORGANISATION_FIELDS = [
  'job',
  'department',
  'segment',
  'home_base',
  'work_location_name',
  'work_location_city',
  'work_location_state',
  'work_location_country',
  'pay_group',
] as const;
export type OrganisationField = (typeof ORGANISATION_FIELDS)[number];

const organisationOf = (person: Record<OrganisationField, string>) =>
  JSON.stringify(Object.fromEntries(ORGANISATION_FIELDS.map((field) => [field, person[field].trim()])));

/** writes `analytics_exports` (schema.ts); every statement is safe to run twice, as a redelivered batch does */
export const exportsProjection = defineProjection({
  ...exportsSchema,
  handles: [
    AssessmentResponseSubmitted.type,
    AnonymousTextAnswered.type,
    ParticipantsAdded.type,
    ParticipantsUpdated.type,
    ParticipantsDeleted.type,
    UnmaskedDataExported.type,
  ],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    const submitted: z.infer<typeof AssessmentResponseSubmitted.schema>[] = [];
    const flush = async () => {
      if (submitted.length === 0) return;
      const column = <T>(pick: (data: (typeof submitted)[number]) => T) => submitted.map(pick);
      await client.query(
        // stamped with the person's organisational fields as the log stands at the answer (ADR 0126)
        `insert into submissions (package_id, cycle_id, participant_id, assessment_id, workspace_id, submitted_at, answers, texts, fields)
         select x.*, coalesce((select p.fields from people p where p.participant_id = x.participant_id), '{}')
           from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::jsonb[], $8::jsonb[])
                as x(package_id, cycle_id, participant_id, assessment_id, workspace_id, submitted_at, answers, texts)
          where not exists (select from erased e where e.participant_id = x.participant_id)
         on conflict do nothing`,
        [
          column((data) => data.package_id),
          column((data) => data.cycle_id),
          column((data) => data.participant_id),
          column((data) => data.assessment_id),
          column((data) => data.workspace_id),
          column((data) => data.submitted_at),
          column((data) => JSON.stringify(data.answers)),
          // erased texts read as null: nothing is kept of them
          column((data) => JSON.stringify(data.texts ?? {})),
        ],
      );
      submitted.length = 0;
    };
    for (const event of events) {
      if (event.type === AssessmentResponseSubmitted.type) {
        submitted.push(dataOf(AssessmentResponseSubmitted, event));
        continue;
      }
      await flush();
      switch (event.type) {
        case AnonymousTextAnswered.type: {
          const data = dataOf(AnonymousTextAnswered, event);
          // keyed by the text's own random id: the event's id is time-ordered, next to its submission's (ADR 0148)
          await client.query(
            `insert into anonymous_texts (event_id, workspace_id, package_id, cycle_id, assessment_id, question_id, text)
             values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
            [
              anonymousTextKey(data, event.eventId),
              data.workspace_id,
              data.package_id,
              data.cycle_id,
              data.assessment_id,
              data.question_id,
              data.text,
            ],
          );
          break;
        }
        case ParticipantsAdded.type:
        case ParticipantsUpdated.type: {
          const people =
            event.type === ParticipantsAdded.type
              ? dataOf(ParticipantsAdded, event).participants
              : dataOf(ParticipantsUpdated, event).participants;
          await client.query(
            `insert into people (participant_id, fields) select * from unnest($1::text[], $2::jsonb[])
             on conflict (participant_id) do update set fields = excluded.fields`,
            [people.map((person) => person.participant_id), people.map(organisationOf)],
          );
          break;
        }
        case ParticipantsDeleted.type: {
          // an erased person's answers leave the exports, as they leave every aggregate (ADR 0036)
          const data = dataOf(ParticipantsDeleted, event);
          await client.query('delete from submissions where participant_id = any($1)', [data.participant_ids]);
          await client.query('delete from people where participant_id = any($1)', [data.participant_ids]);
          await client.query('insert into erased (participant_id) select unnest($1::text[]) on conflict do nothing', [
            data.participant_ids,
          ]);
          break;
        }
        case UnmaskedDataExported.type: {
          const data = dataOf(UnmaskedDataExported, event);
          await client.query(
            `insert into unmaskings (export_id, workspace_id, team_id, consultant_id, package_id, package_name, assessment_id,
                                     assessment_name, cycles, exported_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing`,
            [
              data.export_id,
              data.workspace_id,
              data.team_id,
              data.consultant_id,
              data.package_id,
              data.package_name,
              data.assessment_id,
              data.assessment_name,
              JSON.stringify(data.cycles),
              data.exported_at,
            ],
          );
          break;
        }
      }
    }
    await flush();
  },
});
