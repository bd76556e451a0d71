import { addNote } from '../details/api';
import { useNoteMutation } from './useNoteMutation';

/** adds a note to a participant */
export const useAddNote = (participantId: string) => useNoteMutation(participantId, addNote, 'Note added');
