import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';

/** The messaging context: scheduled and triggered e-mails. Its commands and routes are still to come. */
export const messagingModule = defineServiceModule({
  name: 'messaging',
  contracts: [],
});
