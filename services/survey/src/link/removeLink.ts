import type { Prelude } from '@canopy/platform/http/prelude';
import type { PackageRow } from '@canopy/projections/survey/packages/read';
import type { LinkPorts } from './linkPorts.ts';

export { access } from './linkAccess.ts';

/** remove the link (the decider refuses it while the package has delayed messages); its cycle ends */
export const removeLink =
  (ports: Pick<LinkPorts, 'commands' | 'rulesOf' | 'answer'>) =>
  async (_input: unknown, { scope: pkg, user, now, context }: Prelude<PackageRow>) => {
    const rules = await ports.rulesOf(pkg.id);
    await ports.commands.link(
      pkg.id,
      {
        type: 'RemovePackageLink',
        data: { package_id: pkg.id, has_delayed_messages: rules.has_delayed_messages, by: user.id, now: now.toISOString() },
      },
      context,
    );
    return ports.answer(pkg.id);
  };
