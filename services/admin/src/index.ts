import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';

/** The admin context: the platform admin area. Its commands and routes arrive with the issues that build them. */
export const adminModule = defineServiceModule({
  name: 'admin',
  contracts: [],
});
