import { resetMemberPassword } from '../api';
import { useAdminMutation } from './useAdminMutation';

/** Sets a member's password; their sessions end. */
export const useResetMemberPassword = () => useAdminMutation(resetMemberPassword);
