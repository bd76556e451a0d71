import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';

/** The messaging context: scheduled and triggered e-mails. Its commands and routes arrive with the issues that build them. */
export const messagingModule = defineServiceModule({
  name: 'messaging',
  contracts: [],
});
