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
import { handlerProjection, on } from '../../handlers.ts';
import { librarySchema } from './schema.ts';

const json = (value: unknown) => JSON.stringify(value);

/** writes `survey_library` (schema.ts); every statement is safe to run twice, as a redelivered batch does */
export const libraryProjection = handlerProjection(librarySchema, [
  on(CategoryCreated, async (client, data) => {
    await client.query(
      'insert into categories (id, team_id, name, description, created_at) values ($1, $2, $3, $4, $5) on conflict (id) do nothing',
      [data.category_id, data.team_id, data.name, data.description, data.created_at],
    );
  }),
  on(CategoryRenamed, async (client, data) => {
    await client.query('update categories set name = $2, description = $3 where id = $1', [data.category_id, data.name, data.description]);
  }),
  on(CategoryDeleted, async (client, data) => {
    await client.query('update categories set deleted_at = $2 where id = $1', [data.category_id, data.deleted_at]);
  }),
  on(AssessmentCreated, async (client, data) => {
    await client.query(
      `insert into assessments (id, team_id, origin, collection, code, version, category_id, name, description, type, answer_type, is_cloneable,
                                questions, copied_from, created_at, updated_at, unreviewed_languages)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16) on conflict (id) do nothing`,
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
        json(data.unreviewed_languages ?? []),
      ],
    );
  }),
  on(AssessmentRevised, async (client, data) => {
    await client.query(
      `update assessments set version = $2, category_id = $3, name = $4, description = $5, type = $6, answer_type = $7, is_cloneable = $8,
                              questions = $9, updated_at = $10, unreviewed_languages = $11
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
        json(data.unreviewed_languages ?? []),
      ],
    );
  }),
  on(AssessmentArchived, async (client, data) => {
    await client.query('update assessments set is_archived = true, updated_at = $2 where id = $1', [data.assessment_id, data.archived_at]);
  }),
  on(AssessmentUnarchived, async (client, data) => {
    await client.query('update assessments set is_archived = false, category_id = $2, updated_at = $3 where id = $1', [
      data.assessment_id,
      data.category_id,
      data.unarchived_at,
    ]);
  }),
  on(AssessmentDeleted, async (client, data) => {
    await client.query('update assessments set deleted_at = $2, updated_at = $2 where id = $1', [data.assessment_id, data.deleted_at]);
  }),
  on(AssessmentAnswered, async (client, data) => {
    await client.query('update assessments set been_answered = true where id = $1', [data.assessment_id]);
  }),
  // an assessment is answered once anyone answered it, whichever way the answer was recorded (the page, a seed)
  on(AssessmentResponseSubmitted, async (client, data) => {
    await client.query('update assessments set been_answered = true where id = $1 and not been_answered', [data.assessment_id]);
  }),
]);
