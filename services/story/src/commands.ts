import { storyStream } from '@canopy/contracts/story/events';
import { streamCommand } from '@canopy/platform/commands/streamCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { storyDecider } from './story/decide.ts';

/** the story's commands: one stream per workspace's story, answered once the `story` read model holds them */
export const createStoryCommands = (deps: Pick<ServiceDeps, 'platform' | 'waiter'>) => ({
  story: streamCommand(deps, storyDecider, storyStream, ['story']),
});
