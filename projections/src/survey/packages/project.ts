import {
  AssessmentAddedToPackage,
  AssessmentRemovedFromPackage,
  PackageCreated,
  PackageDeleted,
  PackageUpdated,
} from '@canopy/contracts/survey/events';
import { handlerProjection, on } from '../../handlers.ts';
import { packagesSchema } from './schema.ts';

const json = (value: unknown) => JSON.stringify(value);

/** writes `survey_packages` (schema.ts); every statement is safe to run twice, as a redelivered batch does */
export const packagesProjection = handlerProjection(packagesSchema, [
  on(PackageCreated, async (client, data) => {
    await client.query(
      `insert into packages (id, workspace_id, team_id, name, description, languages_tags, is_scheduled, logo_team, logo_workspace,
                             welcome_screen_title, welcome_screen_description, created_at, updated_at, is_attributed)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13) on conflict (id) do nothing`,
      [
        data.package_id,
        data.workspace_id,
        data.team_id,
        data.name,
        data.description,
        json(data.languages_tags),
        data.is_scheduled,
        data.logo_team,
        data.logo_workspace,
        json(data.welcome_screen_title),
        json(data.welcome_screen_description),
        data.created_at,
        data.is_attributed,
      ],
    );
  }),
  on(PackageUpdated, async (client, data) => {
    await client.query(
      `update packages set name = $2, description = $3, languages_tags = $4, is_scheduled = $5, logo_team = $6, logo_workspace = $7,
                           welcome_screen_title = $8, welcome_screen_description = $9, updated_at = $10,
                           is_attributed = $11
       where id = $1`,
      [
        data.package_id,
        data.name,
        data.description,
        json(data.languages_tags),
        data.is_scheduled,
        data.logo_team,
        data.logo_workspace,
        json(data.welcome_screen_title),
        json(data.welcome_screen_description),
        data.updated_at,
        data.is_attributed,
      ],
    );
  }),
  on(PackageDeleted, async (client, data) => {
    await client.query('update packages set deleted_at = $2, updated_at = $2 where id = $1', [data.package_id, data.deleted_at]);
    await client.query('delete from package_assessments where package_id = $1', [data.package_id]);
  }),
  on(AssessmentAddedToPackage, async (client, data) => {
    await client.query(
      'insert into package_assessments (package_id, assessment_id, relation_created_at) values ($1, $2, $3) on conflict do nothing',
      [data.package_id, data.assessment_id, data.added_at],
    );
  }),
  on(AssessmentRemovedFromPackage, async (client, data) => {
    await client.query('delete from package_assessments where package_id = $1 and assessment_id = $2', [
      data.package_id,
      data.assessment_id,
    ]);
  }),
]);
