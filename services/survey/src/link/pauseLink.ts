import { PauseLinkRequest } from '@canopy/contracts/survey/links';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { PackageRow } from '@canopy/projections/survey/packages/read';
import type { z } from 'zod';
import type { LinkPorts } from './linkPorts.ts';

export { access } from './linkAccess.ts';
export const Body = PauseLinkRequest;

/** pause a forever link ('Temporary Disable') or activate it again */
export const pauseLink =
  (ports: Pick<LinkPorts, 'commands' | 'answer'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: pkg, now, context }: Prelude<PackageRow>) => {
    await ports.commands.link(
      pkg.id,
      { type: 'SetPackageLinkPaused', data: { package_id: pkg.id, is_paused: body.is_paused, now: now.toISOString() } },
      context,
    );
    return ports.answer(pkg.id);
  };
