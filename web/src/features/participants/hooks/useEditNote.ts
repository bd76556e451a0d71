import { editNote } from '../details/api';
import { useNoteMutation } from './useNoteMutation';

/** changes a note's text */
export const useEditNote = (participantId: string) => useNoteMutation(participantId, editNote, 'Note saved');
