import { IdentifyRequest, RespondentMessages } from '@canopy/contracts/survey/respondent';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import { identifyRespondent } from './identifyRespondent.ts';
import type { RespondentPorts } from './respondentPorts.ts';

export const Body = IdentifyRequest;

/**
 * Identify a respondent by the credential they hold (a personal link names them already); answers the token to
 * submit with, and the package's assessments for them.
 */
export const identify =
  (ports: Pick<RespondentPorts, 'open' | 'packageOf' | 'roster' | 'throttle' | 'tokens' | 'assessmentsFor'>) =>
  async ({ body }: { body: z.output<typeof Body> }, prelude: PublicPrelude) => {
    const { link, participantId } = await ports.open(body.link, prelude);
    const pkg = await ports.packageOf(link);
    const participant = participantId
      ? await ports.roster.member(link.workspace_id, participantId)
      : await identifyRespondent({ roster: ports.roster, throttle: ports.throttle, log: prelude.log }, link, body, prelude.now);
    if (!participant) throw httpError(404, RespondentMessages.noParticipant);
    return {
      token: ports.tokens.sign(link.link_id, participant.id),
      package: {
        id: pkg.id,
        link_created_at: link.created_at.toISOString(),
        assessments: await ports.assessmentsFor(pkg, link, participant.id),
      },
      participant,
    };
  };
