/** the `participant_notes` read model's schema: its name, its version (bump to rebuild) and its migrations */
export const participantNotesSchema = {
  name: 'participant_notes',
  version: 1,
  migrations: [
    `create table notes (
      id text primary key,
      participant_id text not null,
      workspace_id text not null,
      body text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz
    )`,
    'create index notes_of_participant on notes (participant_id, created_at) where deleted_at is null',
  ],
};
