import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';

/** The admin context: the platform admin area. Its commands and routes are still to come. */
export const adminModule = defineServiceModule({
  name: 'admin',
  contracts: [],
});
