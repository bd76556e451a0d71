import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';

/** The identity context: teams, consultants, sessions (issue #3). Its commands and routes arrive with the issues that build them. */
export const identityModule = defineServiceModule({
  name: 'identity',
  contracts: [],
});
