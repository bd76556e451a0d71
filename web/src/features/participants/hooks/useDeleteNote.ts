import { deleteNote } from '../details/api';
import { useNoteMutation } from './useNoteMutation';

/** deletes a note for good */
export const useDeleteNote = (participantId: string) => useNoteMutation(participantId, deleteNote, 'Note deleted');
