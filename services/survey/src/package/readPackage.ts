import type { Prelude } from '@canopy/platform/http/prelude';
import type { PackageRow } from '@canopy/projections/survey/packages/read';
import { assignedPackage, type PackagePorts } from './packagePorts.ts';

export const access = assignedPackage;

/** one package with its assessments and counts */
export const readPackage =
  (ports: Pick<PackagePorts, 'answer'>) =>
  async (_input: unknown, { scope: pkg }: Prelude<PackageRow>) =>
    ports.answer(pkg.id);
