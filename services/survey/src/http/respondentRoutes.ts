import {
  AnswerSubmitted,
  CollaboratorCandidates,
  GroupsByLink,
  IdentifyResponse,
  PackagePreferences,
  ParticipantsByLink,
  RespondentAssessments,
  RespondentPaths,
} from '@canopy/contracts/survey/respondent';
import { publicLimitsOf } from '@canopy/platform/http/publicLimits';
import { mountRoutes, publicRoute } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import * as identify from '../respondent/identify.ts';
import type { IdentifyLimits } from '../respondent/identifyThrottle.ts';
import * as listCollaboratorCandidates from '../respondent/listCollaboratorCandidates.ts';
import * as listGroupsByLink from '../respondent/listGroupsByLink.ts';
import * as listParticipantsByLink from '../respondent/listParticipantsByLink.ts';
import * as listRespondentAssessments from '../respondent/listRespondentAssessments.ts';
import * as readPreferences from '../respondent/readPreferences.ts';
import { createRespondentPorts } from '../respondent/respondentPorts.ts';
import type { RespondentTokens } from '../respondent/tokens.ts';
import * as submitResponse from '../response/submitResponse.ts';

export type RespondentRouteOptions = {
  tokens: RespondentTokens;
  perAddressPerMinute: number;
  perLinkPerMinute: number;
  /** wrong credentials allowed per person and per link (identifyThrottle.ts) */
  identifyLimits?: IdentifyLimits;
};

/**
 * The public respondent API (no session): every route starts from a link or a respondent token and answers only
 * about that link's package and workspace, names only. Docs: docs/decisions/0037-public-respondent-api.md. Public
 * rows under the public link budgets (one per address for all of them, charged on arrival, and one per link); each
 * names its use case in respondent/ or response/ (ADR 0145).
 */
export const respondentRoutes =
  (deps: ServiceDeps, options: RespondentRouteOptions): FastifyPluginAsync =>
  async (app) => {
    // the platform's image store, decorated by its images plugin registered before every service's routes
    const ports = createRespondentPorts(deps, { tokens: options.tokens, images: app.images, identifyLimits: options.identifyLimits });
    app.addHook('onClose', async () => ports.stop());
    mountRoutes(app, deps.clock, {
      tags: ['respondent'],
      publicLimits: publicLimitsOf(app, options),
      routes: [
        publicRoute({
          method: 'GET',
          url: '/respondent/preferences/:link',
          summary: "A link's welcome: team, workspace, languages, texts; who a personal link is for",
          params: readPreferences.Params,
          response: PackagePreferences,
          handle: readPreferences.readPreferences(ports),
        }),
        publicRoute({
          method: 'GET',
          url: '/participants-all-by-link/:link/:linkType',
          summary: "The link's workspace's participants to pick a name from (names only), searched from 2 characters",
          params: listParticipantsByLink.Params,
          querystring: listParticipantsByLink.Query,
          response: ParticipantsByLink,
          handle: listParticipantsByLink.listParticipantsByLink(ports),
        }),
        publicRoute({
          method: 'GET',
          url: '/participants-groups-by-link/:link',
          summary: "The values of the link's workspace's group classification, to filter the name pick by",
          params: listGroupsByLink.Params,
          response: GroupsByLink,
          handle: listGroupsByLink.listGroupsByLink(ports),
        }),
        publicRoute({
          method: 'POST',
          url: RespondentPaths.identify,
          summary: 'Identify a respondent by the credential they hold; answers the token to submit with',
          body: identify.Body,
          response: IdentifyResponse,
          handle: identify.identify(ports),
        }),
        publicRoute({
          method: 'GET',
          url: '/respondent/assessments/:token',
          summary: "The package's assessments for this respondent, those still to answer first",
          params: listRespondentAssessments.Params,
          response: RespondentAssessments,
          handle: listRespondentAssessments.listRespondentAssessments(ports),
        }),
        publicRoute({
          method: 'GET',
          url: '/collaborations/without-collaboration/:token',
          summary: "The workspace's other participants to choose collaborators from (names only)",
          params: listCollaboratorCandidates.Params,
          querystring: listCollaboratorCandidates.Query,
          response: CollaboratorCandidates,
          handle: listCollaboratorCandidates.listCollaboratorCandidates(ports),
        }),
        publicRoute({
          method: 'POST',
          url: RespondentPaths.answers,
          summary: "Submit one assessment's answers; once per participant, assessment and cycle (a repeat answers the same)",
          body: submitResponse.Body,
          response: AnswerSubmitted,
          handle: submitResponse.submitResponse(ports),
        }),
      ],
    });
  };
