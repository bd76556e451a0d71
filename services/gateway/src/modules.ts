import { actionsModule } from '@canopy/actions';
import { adminModule } from '@canopy/admin';
import { analyticsModule } from '@canopy/analytics';
import { identityModule } from '@canopy/identity';
import { createPackageMessages, messagingModule } from '@canopy/messaging';
import type { ServiceModule } from '@canopy/platform/runtime/serviceModule';
import { storyModule } from '@canopy/story';
import { createSurveyModule } from '@canopy/survey';
import { workspaceModule } from '@canopy/workspace';

export const serviceModules: readonly ServiceModule[] = [
  identityModule,
  workspaceModule,
  // survey reads its packages' message counts through the port messaging implements (ADR 0136)
  createSurveyModule({ packageMessages: createPackageMessages }),
  messagingModule,
  analyticsModule,
  storyModule,
  adminModule,
  actionsModule,
];

/** every event the mounted contexts write (the same as contracts' registry, `allEventContracts`) */
export const allContracts = serviceModules.flatMap((module) => module.contracts);
