import { WORKSPACE_OPTION_TYPES } from '@canopy/contracts/workspace/api';
import { teamAccess, type UseCase } from '@canopy/platform/http/routeTable';

/** the answers offered by the additional-info questions */
export const listOptionTypes = {
  access: teamAccess,
  handle: async () => WORKSPACE_OPTION_TYPES,
} satisfies UseCase<unknown, { teamId: string }, unknown>;
