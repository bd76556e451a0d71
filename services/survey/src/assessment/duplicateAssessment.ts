import { DuplicateAssessmentRequest } from '@canopy/contracts/survey/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { copyAssessment, type CopyPorts } from './copyAssessment.ts';

export const Body = DuplicateAssessmentRequest;
export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** duplicate one of the team's assessments (' (copy)', a new code), beside it unless another category is named */
export const duplicateAssessment =
  (ports: CopyPorts) =>
  async ({ params, body }: { params: { id: string }; body: z.output<typeof Body> }, prelude: Prelude<{ teamId: string }>) =>
    copyAssessment(ports, prelude, { mode: 'duplicate', sourceId: params.id, categoryId: body?.category_id });
