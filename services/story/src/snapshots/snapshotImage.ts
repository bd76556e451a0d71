import { Text } from '@canopy/contracts';
import { z } from 'zod';
import type { StoryPorts } from '../story/storyPorts.ts';

/** the snapshot's id and the signed URL's expiry and signature */
export const Params = z.object({ id: Text().max(64) });
export const Query = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

/**
 * A snapshot's image by the signed URL the story hands out (ADR 0065): anyone holding a URL that has not expired
 * gets the image; an expired or forged one, or a deleted snapshot, null (the route answers 404).
 */
export const snapshotImage =
  (ports: Pick<StoryPorts, 'urls' | 'stories' | 'images'>) =>
  async ({ params, query }: { params: z.output<typeof Params>; query: z.output<typeof Query> }, { now }: { now: Date }) => {
    const snapshot = ports.urls.valid(params.id, query.exp, query.sig, now) ? await ports.stories.snapshot(params.id) : null;
    return snapshot ? await ports.images.read(snapshot.image_id) : null;
  };
