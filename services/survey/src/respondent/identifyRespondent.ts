import { RespondentMessages, type IdentifyRequest } from '@canopy/contracts/survey/respondent';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { LinkRow } from '@canopy/projections/survey/packageLinks/read';
import type { RespondentRosterReader } from '@canopy/workspace';
import type { FastifyBaseLogger } from 'fastify';
import { credentialOf } from './credentials.ts';
import type { IdentifyThrottle } from './identifyThrottle.ts';

type Identified = { id: string; first_name: string; last_name: string };

/**
 * Who a respondent on an open package link is: the picked person (or the names given) holding the credential the page
 * asks them for. Wrong tries are limited per person and per link across addresses (identifyThrottle.ts) and logged;
 * a locked person or link is answered 429 before any credential is compared.
 */
export const identifyRespondent = async (
  deps: { roster: RespondentRosterReader; throttle: IdentifyThrottle; log: FastifyBaseLogger },
  link: LinkRow,
  body: Pick<IdentifyRequest, 'participant_id' | 'email' | 'phone_code' | 'phone' | 'payroll_id'> & {
    first_name: string;
    last_name: string;
  },
  now: Date,
): Promise<Identified> => {
  const credential = credentialOf(body);
  const attempt = {
    packageId: link.package_id,
    linkId: link.link_id,
    workspaceId: link.workspace_id,
    participantId: body.participant_id ?? null,
    firstName: body.first_name,
    lastName: body.last_name,
  };
  const verdict = await deps.throttle.begin(attempt, now);
  if (verdict.locked) {
    deps.log.warn(
      { link: link.link_id, participant: attempt.participantId, locked: verdict.locked, retryAfterSeconds: verdict.retryAfterSeconds },
      'identify refused: too many wrong tries',
    );
    throw httpError(429, verdict.locked === 'person' ? RespondentMessages.personTriesSpent : RespondentMessages.linkTriesSpent);
  }
  const participant = await deps.roster.identify(
    link.workspace_id,
    { participantId: body.participant_id, firstName: body.first_name, lastName: body.last_name },
    credential,
  );
  if (!participant) {
    await deps.throttle.failed(now);
    deps.log.info({ link: link.link_id, participant: attempt.participantId }, 'identify: wrong credential');
    throw httpError(404, RespondentMessages.noParticipant);
  }
  await deps.throttle.succeeded(attempt, verdict.attemptId);
  return participant;
};
