import { addTeam } from '../api';
import { useAdminMutation } from './useAdminMutation';

/** Adds a team. */
export const useAddTeam = () => useAdminMutation(addTeam);
