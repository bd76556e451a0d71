import { addMember } from '../api';
import { useAdminMutation } from './useAdminMutation';

/** Adds a member to a team; they sign in at once with the password given. */
export const useAddMember = () => useAdminMutation(addMember);
