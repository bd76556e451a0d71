import { PackageLinkGenerated, packageLinkStream } from '@canopy/contracts/survey/linkEvents';
import { responseStream } from '@canopy/contracts/survey/responseEvents';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { handleCommand } from '@canopy/platform/commands/handleCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { responseDecider, type SubmitAnswers } from './decide.ts';
import { anonymousTextIdsFor } from './submitAnswers.ts';

// Survey's door for seeds that answer on respondents' behalf (the analytics demo): another context asks survey
// to record answers rather than appending to survey's streams itself. Streams are read directly because a seed
// runs at start-up, before the read models have caught up with the links the library seed just generated.

type Deps = Pick<ServiceDeps, 'platform'>;

/** the package's link cycles whose end has passed at `now`, oldest first */
export const endedCyclesOf = async (deps: Deps, packageId: string, now: Date) =>
  (await deps.platform.log.readStream(packageLinkStream(packageId))).events
    .filter((event) => event.type === PackageLinkGenerated.type)
    .map((event) => PackageLinkGenerated.schema.parse(event.data))
    .filter((link) => link.expires_at !== null && Date.parse(link.expires_at) <= now.getTime());

/** whether the participant has answered anything of the package in the cycle */
export const hasAnswered = async (deps: Deps, ids: { packageId: string; participantId: string; cycleId: string }) =>
  (await deps.platform.log.readStream(responseStream(ids.packageId, ids.participantId, ids.cycleId))).events.length > 0;

/**
 * one respondent's answers to one assessment, decided and appended as the respondent page's submission does it
 * (its anonymous texts as events of their own in the same append, docs/decisions/0148)
 */
export const recordAnswers = async (deps: Deps, data: Omit<SubmitAnswers['data'], 'anonymous_text_ids'>, context: CommandContext) => {
  const command: SubmitAnswers = { type: 'SubmitAnswers', data: { ...data, anonymous_text_ids: anonymousTextIdsFor(data.answers) } };
  return handleCommand({
    log: deps.platform.log,
    decider: responseDecider,
    streamId: responseStream(data.package_id, data.participant_id, data.cycle_id),
    command,
    context,
  });
};
