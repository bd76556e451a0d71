import { storyEvents } from '@canopy/contracts/story/events';
import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';
import { sharedRoutes } from './http/sharedRoutes.ts';
import { storyRoutes } from './http/storyRoutes.ts';

/**
 * The story context: a workspace's data story (snapshots of charts, the map and uploaded images, comments, order,
 * frame and logos) on `story-<workspace id>`, read from the `story` read model (projections/src/story), shared by
 * an expiring link that visitors open without an account.
 */
export const storyModule = defineServiceModule({
  name: 'story',
  contracts: [...storyEvents],
  routes: (deps) => async (app) => {
    const config = deps.platform.config;
    await app.register(storyRoutes(deps));
    await app.register(
      sharedRoutes(deps, {
        perAddressPerMinute: config.RESPONDENT_RATE_LIMIT_PER_MINUTE,
        perLinkPerMinute: config.RESPONDENT_LINK_RATE_LIMIT_PER_MINUTE,
      }),
    );
  },
});
export { imageSize } from './deck/imageSize.ts';
export { chartSvg, mapPng, mapSvg, svgTexts } from './figures/renderImage.ts';
export type { MapFigure } from './figures/mapOption.ts';
