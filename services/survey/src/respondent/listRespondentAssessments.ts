import type { PublicPrelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { type RespondentPorts, TokenParams } from './respondentPorts.ts';

export const Params = TokenParams;

/** the package's assessments for the respondent the token names, those still to answer first */
export const listRespondentAssessments =
  (ports: Pick<RespondentPorts, 'respondentOf' | 'assessmentsFor'>) =>
  async ({ params }: { params: z.output<typeof Params> }, prelude: PublicPrelude) => {
    const { link, participant, pkg } = await ports.respondentOf(params.token, prelude);
    const assessments = await ports.assessmentsFor(pkg, link, participant.id);
    return { assessments, remaining: assessments.filter((item) => !item.is_answered).length };
  };
