import { PackageLinkRequest } from '@canopy/contracts/survey/links';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { PackageRow } from '@canopy/projections/survey/packages/read';
import type { z } from 'zod';
import { type LinkPorts, requestedEnd } from './linkPorts.ts';

export { access } from './linkAccess.ts';
export const Body = PackageLinkRequest;

/** generate the link (dated, 30 days by default, or forever), or change the end of the current one */
export const setLink =
  (ports: Pick<LinkPorts, 'commands' | 'rulesOf' | 'answer' | 'newId' | 'newLinkId'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: pkg, user, now, context }: Prelude<PackageRow>) => {
    const rules = await ports.rulesOf(pkg.id);
    await ports.commands.link(
      pkg.id,
      {
        type: 'SetPackageLink',
        data: {
          package_id: pkg.id,
          workspace_id: pkg.workspace_id,
          team_id: pkg.team_id,
          link_id: ports.newLinkId(),
          cycle_id: ports.newId(),
          is_forever: body.is_forever,
          expires_at: requestedEnd(body, now),
          min_number_of_days: rules.min_number_of_days,
          by: user.id,
          now: now.toISOString(),
        },
      },
      context,
    );
    return ports.answer(pkg.id);
  };
