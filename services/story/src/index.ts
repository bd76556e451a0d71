import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';

/** The story context: data stories shared by link. Its commands and routes are still to come. */
export const storyModule = defineServiceModule({
  name: 'story',
  contracts: [],
});
