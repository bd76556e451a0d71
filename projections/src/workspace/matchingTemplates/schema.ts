/** the `matching_templates` read model's schema: its name, its version (bump to rebuild) and its migrations */
export const matchingTemplatesSchema = {
  name: 'matching_templates',
  version: 1,
  migrations: [
    `create table templates (
      workspace_id text primary key,
      first_row_is_header boolean not null,
      comment_char text not null,
      delimiter_char text not null,
      hiring_date_format text not null,
      birth_date_format text not null,
      phone_format int,
      phone_code text not null,
      data_with_header jsonb,
      data_without_header jsonb,
      updated_at timestamptz not null
    )`,
  ],
};
