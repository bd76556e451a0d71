import { PackageInput } from '@canopy/contracts/survey/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { PackageRow } from '@canopy/projections/survey/packages/read';
import type { z } from 'zod';
import { fieldsOf } from './packageFields.ts';
import { assignedPackage, type PackagePorts } from './packagePorts.ts';

export const Body = PackageInput;
export const access = assignedPackage;

/** change a package (name, languages, welcome screen, logos); the decider refuses what its messages or link forbid */
export const updatePackage =
  (ports: Pick<PackagePorts, 'commands' | 'answer' | 'hasHadLink' | 'hasScheduledMessages'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: pkg, user, context }: Prelude<PackageRow>) => {
    await ports.commands.package(
      pkg.id,
      {
        type: 'UpdatePackage',
        data: {
          team_id: user.teamId,
          fields: fieldsOf(body),
          now: context.now.toISOString(),
          has_scheduled_messages: await ports.hasScheduledMessages(pkg.id, context.now),
          has_link: await ports.hasHadLink(pkg.id),
        },
      },
      context,
    );
    return ports.answer(pkg.id);
  };
