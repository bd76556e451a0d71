import { MatchingTemplateSaved } from '@canopy/contracts/participants/templateEvents';
import { handlerProjection, on } from '../../handlers.ts';
import { matchingTemplatesSchema } from './schema.ts';

/**
 * `matching_templates.templates`: the CSV mapping each workspace's imports saved, one row per workspace,
 * read by GET matching-template/by-workspace/{id}. A save fills the slot of its layout (with or without a
 * header row) and leaves the other as it was.
 */
export const matchingTemplatesProjection = handlerProjection(matchingTemplatesSchema, [
  on(MatchingTemplateSaved, async (client, data) => {
    const slot = data.first_row_is_header ? 'data_with_header' : 'data_without_header';
    await client.query(
      `insert into templates (workspace_id, first_row_is_header, comment_char, delimiter_char, hiring_date_format, birth_date_format, phone_format, phone_code, ${slot}, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (workspace_id) do update set
           first_row_is_header = excluded.first_row_is_header, comment_char = excluded.comment_char, delimiter_char = excluded.delimiter_char,
           hiring_date_format = excluded.hiring_date_format, birth_date_format = excluded.birth_date_format, phone_format = excluded.phone_format,
           phone_code = excluded.phone_code, ${slot} = excluded.${slot}, updated_at = excluded.updated_at`,
      [
        data.workspace_id,
        data.first_row_is_header,
        data.comment_char,
        data.delimiter_char,
        data.hiring_date_format,
        data.birth_date_format,
        data.phone_format,
        data.phone_code,
        JSON.stringify(data.data),
        data.saved_at,
      ],
    );
  }),
]);
