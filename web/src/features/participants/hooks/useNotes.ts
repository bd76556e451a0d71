import type { Note } from '@canopy/contracts/participants/notes';
import { useQuery } from '@tanstack/react-query';
import { notesQuery } from '../queries';

/** a participant's notes; `initial`: the ones the details popup already brought, shown until the list answers */
export function useNotes(participantId: string, initial?: Note[]) {
  return useQuery({ ...notesQuery(participantId), initialData: initial });
}
