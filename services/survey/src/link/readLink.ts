import type { Prelude } from '@canopy/platform/http/prelude';
import type { PackageRow } from '@canopy/projections/survey/packages/read';
import type { LinkPorts } from './linkPorts.ts';

export { access } from './linkAccess.ts';

/** the package's link ('' when it has none) */
export const readLink =
  (ports: Pick<LinkPorts, 'answer'>) =>
  async (_input: unknown, { scope: pkg }: Prelude<PackageRow>) =>
    ports.answer(pkg.id);
