import { Text } from '@canopy/contracts';
import { StoryMessages } from '@canopy/contracts/story/api';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { z } from 'zod';
import { LinkParams, openLink } from './openLink.ts';
import type { SharedPorts } from './sharedPorts.ts';

export const Params = LinkParams.extend({ snapshotId: Text().max(64) });
export const LogoParams = LinkParams.extend({ owner: z.enum(['team', 'workspace']) });

export type SharedImage = { bytes: Buffer; contentType: string };

/** the stored image, or 404 'Could not find image' */
const imageOf = async (ports: Pick<SharedPorts, 'images'>, imageId: string | null | undefined): Promise<SharedImage> => {
  const image = imageId ? await ports.images.read(imageId) : null;
  if (!image) throw httpError(404, StoryMessages.imageGone);
  return { bytes: image.bytes, contentType: image.contentType };
};

/** GET a shared story's snapshot image: a snapshot of the link's story only */
export const readSharedImage =
  (ports: SharedPorts) =>
  async ({ params }: { params: z.output<typeof Params> }, prelude: PublicPrelude) => {
    const { story } = await openLink(ports, params.link, prelude);
    const snapshot = await ports.stories.snapshot(params.snapshotId);
    return imageOf(ports, snapshot?.workspace_id === story.workspace_id ? snapshot.image_id : null);
  };

/** GET a shared story's team or workspace logo */
export const readSharedLogo =
  (ports: SharedPorts) =>
  async ({ params }: { params: z.output<typeof LogoParams> }, prelude: PublicPrelude) => {
    const { workspace } = await openLink(ports, params.link, prelude);
    if (params.owner === 'workspace') return imageOf(ports, workspace.logo_image_id);
    return imageOf(ports, (await ports.teams.byId(workspace.team_id))?.logo_image_id ?? null);
  };
