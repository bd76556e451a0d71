import { AnswerSubmission, RespondentMessages } from '@canopy/contracts/survey/respondent';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import type { RespondentPorts } from '../respondent/respondentPorts.ts';
import { submitAnswers } from './submitAnswers.ts';

export const Body = AnswerSubmission;

/**
 * Submit one assessment's answers for the respondent the token names; once per participant, assessment and cycle (a
 * repeat answers the same). The events are the respondent's, in the link's team and workspace.
 */
export const submitResponse =
  (ports: Pick<RespondentPorts, 'eventLog' | 'respondentOf' | 'roster' | 'responses'>) =>
  async ({ body }: { body: z.output<typeof Body> }, prelude: PublicPrelude) => {
    const { link, participant, pkg } = await ports.respondentOf(body.token, prelude);
    if (body.participant_id !== participant.id || body.package_id !== link.package_id)
      throw httpError(400, RespondentMessages.tokenMismatch);
    return submitAnswers(ports.eventLog, {
      link,
      pkg,
      participantId: participant.id,
      submission: body,
      // respondentOf has verified the token already (it answered 404 otherwise)
      identifiedBy: body.link === body.token ? 'personal_link' : 'credential',
      collaboratorsInWorkspace: (chosen) => ports.roster.membersAmong(link.workspace_id, chosen),
      context: {
        teamId: link.team_id,
        workspaceId: link.workspace_id,
        actor: `respondent:${participant.id}`,
        correlationId: prelude.context.correlationId,
        now: prelude.now,
      },
      responses: ports.responses,
    });
  };
