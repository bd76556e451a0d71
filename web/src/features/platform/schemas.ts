// Response shapes of the platform endpoints come from the shared contracts, the same zod schemas the
// gateway validates its answers with (contracts/src/platform/http.ts).
import { AppVersion, ProjectionHealth, Readiness } from '@canopy/contracts';

export { AppVersion, ProjectionHealth };

/** GET /health/ready: 200 with status `ready`, or 503 (same shape, plus a `detail`) with `not_ready`. */
export const PlatformHealth = Readiness;
export type PlatformHealth = Readiness;

export type ProjectionState = ProjectionHealth['state'];
