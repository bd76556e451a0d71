import { Text } from '@canopy/contracts';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { z } from 'zod';
import { openLink, type OwnerPorts } from './ownerPorts.ts';

export const Params = z.object({ link: Text().max(64) });

/** a client contact's own live actions, by their personal link (no account) */
export const showOwnActions =
  (ports: Pick<OwnerPorts, 'liveLink' | 'view'>) =>
  async ({ params }: { params: z.output<typeof Params> }, prelude: PublicPrelude) =>
    ports.view(await openLink(ports, params.link, prelude), prelude.now);
