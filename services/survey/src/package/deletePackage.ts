import type { Prelude } from '@canopy/platform/http/prelude';
import type { PackageRow } from '@canopy/projections/survey/packages/read';
import { z } from 'zod';
import { assignedPackage, type PackagePorts } from './packagePorts.ts';

export const Query = z.object({ confirm: z.enum(['true', 'false']).optional() });
export const access = assignedPackage;

/** delete a package (one with scheduled messages only with ?confirm=true) */
export const deletePackage =
  (ports: Pick<PackagePorts, 'commands' | 'hasScheduledMessages'>) =>
  async ({ query }: { query: z.output<typeof Query> }, { scope: pkg, user, context }: Prelude<PackageRow>) => {
    await ports.commands.package(
      pkg.id,
      {
        type: 'DeletePackage',
        data: {
          team_id: user.teamId,
          by: user.id,
          now: context.now.toISOString(),
          has_scheduled_messages: await ports.hasScheduledMessages(pkg.id, context.now),
          confirmed: query.confirm === 'true',
        },
      },
      context,
    );
    return { id: pkg.id };
  };
