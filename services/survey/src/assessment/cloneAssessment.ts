import { CloneAssessmentRequest } from '@canopy/contracts/survey/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { copyAssessment, type CopyPorts } from './copyAssessment.ts';

export const Body = CloneAssessmentRequest;
export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** clone a default assessment into a category of My Library (the version the caller was shown) */
export const cloneAssessment =
  (ports: CopyPorts) =>
  async ({ params, body }: { params: { id: string }; body: z.output<typeof Body> }, prelude: Prelude<{ teamId: string }>) =>
    copyAssessment(ports, prelude, { mode: 'clone', sourceId: params.id, categoryId: body.category_id, sourceVersion: body.version });
