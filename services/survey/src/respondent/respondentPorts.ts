import { Text } from '@canopy/contracts';
import type { PackageCore } from '@canopy/contracts/survey/api';
import { RespondentMessages, type RespondentAssessment } from '@canopy/contracts/survey/respondent';
import { AssessmentResponseSubmitted, responseStream } from '@canopy/contracts/survey/responseEvents';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createTeamsReader } from '@canopy/identity';
import type { LinkRow } from '@canopy/projections/survey/packageLinks/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import { createRespondentRosterReader, createWorkspacesReader } from '@canopy/workspace';
import { createResponseLoader } from '../response/responseLoader.ts';
import { createIdentifyThrottle, type IdentifyLimits } from './identifyThrottle.ts';
import { createLinkAccess } from './linkAccess.ts';
import { createRespondentReads } from './respondentReads.ts';
import type { RespondentTokens } from './tokens.ts';
import { z } from 'zod';

/**
 * What the respondent use cases read and write with, made once per process. Every one starts from a link or a
 * respondent token (`open`, which charges the link's budget through the prelude) and answers only about that link's
 * package and workspace. Other contexts' read models through their doors: the roster and workspaces through
 * @canopy/workspace, teams (the page's branding) through @canopy/identity.
 */
export const createRespondentPorts = (
  deps: ServiceDeps,
  options: { tokens: RespondentTokens; images: Pick<ImageStore, 'urlFor'>; identifyLimits?: IdentifyLimits | undefined },
) => {
  const { pool, log } = deps.platform;
  const access = createLinkAccess(pool, options.tokens, deps.clock);
  const packages = createPackagesReader(pool);
  const roster = createRespondentRosterReader(pool);
  // the package and the participant of every token request, from memory kept by their read models (ADR 0149)
  const kept = createRespondentReads(deps.waiter, {
    pkg: (packageId) => packages.one(packageId),
    member: (workspaceId, participantId) => roster.member(workspaceId, participantId),
  });
  const responses = createResponseLoader(log);

  /** the open link, within its per-link budget */
  const open = async (linkOrToken: string, prelude: Pick<PublicPrelude, 'takeLink'>) => {
    const opened = await access.open(linkOrToken);
    await prelude.takeLink(opened.link.link_id);
    return opened;
  };
  const packageOf = async (link: LinkRow): Promise<PackageCore> => {
    const pkg = await kept.pkg(link.package_id);
    if (!pkg) throw httpError(404, RespondentMessages.noPackage);
    return pkg;
  };

  return {
    eventLog: log,
    tokens: options.tokens,
    images: options.images,
    roster,
    workspaces: createWorkspacesReader(pool),
    teams: createTeamsReader(pool),
    throttle: createIdentifyThrottle(pool, options.identifyLimits),
    responses,
    open,
    packageOf,
    /** the participant a token names, in the link's workspace, with the link and its package */
    respondentOf: async (token: string, prelude: Pick<PublicPrelude, 'takeLink'>) => {
      const opened = await open(token, prelude);
      if (!opened.participantId) throw httpError(404, RespondentMessages.tokenInvalid);
      // the package is read alongside: every caller of this needs it next
      const [participant, pkg] = await Promise.all([kept.member(opened.link.workspace_id, opened.participantId), packageOf(opened.link)]);
      if (!participant) throw httpError(404, RespondentMessages.noParticipant);
      return { link: opened.link, participant, pkg };
    },
    /**
     * The package's assessments for this respondent, read against their own response stream (a handful of events), so
     * what they just submitted has left the list without waiting for any read model.
     */
    assessmentsFor: async (pkg: PackageCore, link: LinkRow, participantId: string): Promise<RespondentAssessment[]> => {
      const streamId = responseStream(link.package_id, participantId, link.cycle_id);
      const { events, revision } = await log.readStream(streamId);
      // what they answer next starts from this read instead of reading the stream again (ADR 0149)
      responses.read(streamId, events, revision);
      // the submissions only: since ADR 0148 the stream holds their anonymous texts too
      const answered = new Set(
        events
          .filter((event) => event.type === AssessmentResponseSubmitted.type)
          .map((event) => (event.data as { assessment_id: string }).assessment_id),
      );
      const list = pkg.assessments
        .filter((assessment) => !assessment.is_archived)
        .map((assessment) => ({
          id: assessment.id,
          name: assessment.name,
          description: assessment.description,
          type: assessment.type,
          answer_type: assessment.answer_type,
          version: assessment.version,
          number_of_questions: assessment.number_of_questions,
          questions: assessment.questions.map(({ id, index, body, answer_type, scale_start_label, scale_end_label }) => ({
            id,
            index,
            body,
            answer_type,
            ...(scale_start_label ? { scale_start_label } : {}),
            ...(scale_end_label ? { scale_end_label } : {}),
          })),
          is_answered: answered.has(assessment.id),
        }));
      return [...list.filter((item) => !item.is_answered), ...list.filter((item) => item.is_answered)];
    },
    /** the kept reads stop with the server */
    stop: () => kept.stop(),
  };
};

export type RespondentPorts = ReturnType<typeof createRespondentPorts>;

/** a link or token in a path: long enough for a personal link, refused when it holds what cannot be compared */
export const LinkParams = z.object({ link: Text().max(200) });
export const TokenParams = z.object({ token: Text().max(200) });
