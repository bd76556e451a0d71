import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';

/** The story context: data stories shared by link. Its commands and routes arrive with the issues that build them. */
export const storyModule = defineServiceModule({
  name: 'story',
  contracts: [],
});
