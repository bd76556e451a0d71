import { formatDay } from '../../../shared/format/dates';
import { NOTE_MAX_LENGTH } from '@canopy/contracts/participants/notes';
import type { Note } from '@canopy/contracts/participants/notes';

/** what a note's editor says when a paste did not fit: the browser keeps only what `maxLength` allows, silently */
export const pasteCutMessage = (max = NOTE_MAX_LENGTH) => `The pasted text was cut to fit the ${max}-character limit`;

/**
 * Whether pasting `pasted` over the selection [start, end) of `current` goes past `max` characters, so the
 * field's `maxLength` cuts it.
 */
export const pasteIsCut = (current: string, start: number, end: number, pasted: string, max = NOTE_MAX_LENGTH) =>
  current.length - (end - start) + pasted.length > max;

/** 'Mon DD YYYY' of a moment, in the workspace's time zone like every date of the app */
export const noteDay = (iso: string) => formatDay(iso);

/**
 * The line under a note: when it was written and, once changed, when it was edited ('Mar 05 2026 · edited
 * Mar 06 2026'). The read model stamps a new note's updated_at with its created_at.
 */
export const noteDateLine = (note: Pick<Note, 'created_at' | 'updated_at'>) => {
  const added = noteDay(note.created_at);
  const edited = Date.parse(note.updated_at) > Date.parse(note.created_at);
  return edited ? `${added} · edited ${noteDay(note.updated_at)}` : added;
};
