import type { Projection } from '@canopy/platform/projections/projection';

/** Every read model the runtime keeps; `npm run replay -- <name|all>` rebuilds them. */
export const allProjections: readonly Projection[] = [];
