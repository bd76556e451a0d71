import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import { NoteMessages } from '@canopy/contracts/participants/notes';
import { Text } from '@canopy/contracts';
import { streamCommand } from '@canopy/platform/commands/streamCommand';
import type { AccessRule, Input } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createNotesReader } from '@canopy/projections/workspace/notes/read';
import { createParticipantsReader } from '@canopy/projections/workspace/participants/read';
import { z } from 'zod';
import { createWorkspaceAccess, type WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { createRosterAccess } from '../roster/rosterAccess.ts';
import { notesDecider } from './decide.ts';
import { noteStreamId } from './notes.ts';

/** the notes screens read the notes list next: commands wait for it (read-your-writes) */
const NOTE_READ_MODELS = ['participant_notes'] as const;

/** a participant's path (`/participant-notes/participant/:id`) or a note's (`/participant-notes/:id`) */
export const IdParams = z.object({ id: Text().max(64) });

/** what the notes use cases share: the notes read model, the access rules and the notes decider on its stream */
export const notesDepsOf = (deps: ServiceDeps) => {
  const { pool } = deps.platform;
  return {
    notes: createNotesReader(pool),
    participants: createRosterAccess(pool, createParticipantsReader(pool)),
    workspaces: createWorkspaceAccess(pool),
    run: streamCommand(deps, notesDecider, noteStreamId, NOTE_READ_MODELS),
  };
};
export type NotesDeps = ReturnType<typeof notesDepsOf>;

/** the participant in `:id`, in a workspace the caller may work in (another team's participant 404, not assigned 403) */
export const participantAccess = (
  deps: Pick<NotesDeps, 'participants'>,
): AccessRule<Input<{ id: string }, unknown, unknown>, WorkspaceAccessRow> => ({
  scope: (input, user) => deps.participants.participant(user, input.params.id),
  workspaceOf: (workspace) => workspace.id,
});

export type NoteOwner = NonNullable<Awaited<ReturnType<ReturnType<typeof createNotesReader>['owner']>>>;

/** the note in `:id`: its participant and workspace, if the caller may work there (another team's note 404) */
export const noteAccess = (
  deps: Pick<NotesDeps, 'notes' | 'workspaces'>,
): AccessRule<Input<{ id: string }, unknown, unknown>, NoteOwner> => ({
  scope: async (input, user) => {
    const owner = await deps.notes.owner(input.params.id);
    if (!owner) throw httpError(404, NoteMessages.notFound);
    const workspace = await deps.workspaces.inTeam(user, owner.workspace_id).catch(() => {
      throw httpError(404, NoteMessages.notFound);
    });
    if (!workspace.assigned) throw httpError(403, WorkspaceMessages.notAssigned);
    return owner;
  },
  workspaceOf: (owner) => owner.workspace_id,
});

/** a note as the notes list shows it, after a change */
export const noteAnswer = async (deps: Pick<NotesDeps, 'notes'>, noteId: string) => {
  const note = await deps.notes.one(noteId);
  if (!note) throw httpError(404, NoteMessages.notFound);
  return note;
};
