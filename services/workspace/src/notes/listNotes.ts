import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { IdParams, type NotesDeps, participantAccess } from './noteDeps.ts';

export const ListNotesInput = { params: IdParams };

/** a participant's notes, newest first */
export const listNotes = (deps: NotesDeps) =>
  ({
    access: participantAccess(deps),
    handle: async (input) => deps.notes.ofParticipant(input.params.id),
  }) satisfies UseCase<Input<z.output<typeof IdParams>>, WorkspaceAccessRow, unknown>;
