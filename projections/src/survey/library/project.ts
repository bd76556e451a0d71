import type { RecordedEvent } from '@canopy/contracts';
import {
  AssessmentAnswered,
  AssessmentArchived,
  AssessmentCreated,
  AssessmentDeleted,
  AssessmentRevised,
  AssessmentUnarchived,
  CategoryCreated,
  CategoryDeleted,
  CategoryRenamed,
} from '@canopy/contracts/survey/events';
import { AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { librarySchema } from './schema.ts';

const json = (value: unknown) => JSON.stringify(value);

/** writes `survey_library` (schema.ts); every statement is safe to run twice, as a redelivered batch does */
export const libraryProjection = defineProjection({
  ...librarySchema,
  handles: [
    CategoryCreated.type,
    CategoryRenamed.type,
    CategoryDeleted.type,
    AssessmentCreated.type,
    AssessmentRevised.type,
    AssessmentArchived.type,
    AssessmentUnarchived.type,
    AssessmentDeleted.type,
    AssessmentAnswered.type,
    // an assessment is answered once anyone answered it, whichever way the answer came (the page, a seed)
    AssessmentResponseSubmitted.type,
  ],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    for (const event of events) {
      switch (event.type) {
        case CategoryCreated.type: {
          const data = dataOf(CategoryCreated, event);
          await client.query(
            'insert into categories (id, team_id, name, description, created_at) values ($1, $2, $3, $4, $5) on conflict (id) do nothing',
            [data.category_id, data.team_id, data.name, data.description, data.created_at],
          );
          break;
        }
        case CategoryRenamed.type: {
          const data = dataOf(CategoryRenamed, event);
          await client.query('update categories set name = $2, description = $3 where id = $1', [
            data.category_id,
            data.name,
            data.description,
          ]);
          break;
        }
        case CategoryDeleted.type: {
          const data = dataOf(CategoryDeleted, event);
          await client.query('update categories set deleted_at = $2 where id = $1', [data.category_id, data.deleted_at]);
          break;
        }
        case AssessmentCreated.type: {
          const data = dataOf(AssessmentCreated, event);
          await client.query(
            `insert into assessments (id, team_id, origin, collection, code, version, category_id, name, description, type, answer_type, is_cloneable,
                                      questions, copied_from, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) on conflict (id) do nothing`,
            [
              data.assessment_id,
              data.team_id,
              data.origin,
              data.collection,
              data.code,
              data.version,
              data.category_id,
              json(data.name),
              json(data.description),
              data.type,
              data.answer_type,
              data.is_cloneable,
              json(data.questions),
              data.copied_from,
              data.created_at,
            ],
          );
          break;
        }
        case AssessmentRevised.type: {
          const data = dataOf(AssessmentRevised, event);
          await client.query(
            `update assessments set version = $2, category_id = $3, name = $4, description = $5, type = $6, answer_type = $7, is_cloneable = $8,
                                    questions = $9, updated_at = $10
             where id = $1`,
            [
              data.assessment_id,
              data.version,
              data.category_id,
              json(data.name),
              json(data.description),
              data.type,
              data.answer_type,
              data.is_cloneable,
              json(data.questions),
              data.revised_at,
            ],
          );
          break;
        }
        case AssessmentArchived.type: {
          const data = dataOf(AssessmentArchived, event);
          await client.query('update assessments set is_archived = true, updated_at = $2 where id = $1', [
            data.assessment_id,
            data.archived_at,
          ]);
          break;
        }
        case AssessmentUnarchived.type: {
          const data = dataOf(AssessmentUnarchived, event);
          await client.query('update assessments set is_archived = false, category_id = $2, updated_at = $3 where id = $1', [
            data.assessment_id,
            data.category_id,
            data.unarchived_at,
          ]);
          break;
        }
        case AssessmentDeleted.type: {
          const data = dataOf(AssessmentDeleted, event);
          await client.query('update assessments set deleted_at = $2, updated_at = $2 where id = $1', [
            data.assessment_id,
            data.deleted_at,
          ]);
          break;
        }
        case AssessmentAnswered.type: {
          const data = dataOf(AssessmentAnswered, event);
          await client.query('update assessments set been_answered = true where id = $1', [data.assessment_id]);
          break;
        }
        case AssessmentResponseSubmitted.type: {
          const data = dataOf(AssessmentResponseSubmitted, event);
          await client.query('update assessments set been_answered = true where id = $1 and not been_answered', [data.assessment_id]);
          break;
        }
      }
    }
  },
});
