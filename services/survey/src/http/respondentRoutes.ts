import { ErrorBody, Text } from '@canopy/contracts';
import type { PackageCore } from '@canopy/contracts/survey/api';
import {
  AnswerSubmission,
  AnswerSubmitted,
  CollaboratorCandidates,
  GroupsByLink,
  IdentifyRequest,
  IdentifyResponse,
  LinkType,
  COLLABORATOR_SEARCH_MIN,
  NAME_SEARCH_MIN,
  PackagePreferences,
  ParticipantsByLink,
  ParticipantsByLinkQuery,
  RespondentAssessments,
  RespondentMessages,
  RespondentPaths,
  type RespondentAssessment,
} from '@canopy/contracts/survey/respondent';
import { AssessmentResponseSubmitted, responseStream } from '@canopy/contracts/survey/responseEvents';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createTeamsReader } from '@canopy/projections/identity/teams/read';
import type { LinkRow } from '@canopy/projections/survey/packageLinks/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import { createRespondentRosterReader } from '@canopy/projections/workspace/participants/respondentRead';
import { createWorkspacesReader } from '@canopy/projections/workspace/workspaces/read';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLinkAccess } from '../respondent/linkAccess.ts';
import { createRespondentReads } from '../respondent/respondentReads.ts';
import { publicLimitsOf } from '@canopy/platform/http/publicLimits';
import { createIdentifyThrottle, type IdentifyLimits } from '../respondent/identifyThrottle.ts';
import { identifyRespondent } from '../respondent/identifyRespondent.ts';
import type { RespondentTokens } from '../respondent/tokens.ts';
import { createResponseLoader } from '../response/responseLoader.ts';
import { submitAnswers } from '../response/submitAnswers.ts';

const TAGS = ['respondent'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
/** a link or token in a path: long enough for a personal link, refused when it holds what cannot be compared */
const LinkParams = z.object({ link: Text().max(200) });
const TokenParams = z.object({ token: Text().max(200) });

export type RespondentRouteOptions = {
  tokens: RespondentTokens;
  perAddressPerMinute: number;
  perLinkPerMinute: number;
  /** wrong credentials allowed per person and per link (identifyThrottle.ts) */
  identifyLimits?: IdentifyLimits;
};

/**
 * The public respondent API (no session): every route starts from a link or a respondent token and answers only
 * about that link's package and workspace, names only. Docs: docs/decisions/0037-public-respondent-api.md.
 */
export const respondentRoutes =
  (deps: ServiceDeps, options: RespondentRouteOptions): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool, log } = deps.platform;
    const { tokens } = options;
    const access = createLinkAccess(pool, tokens, deps.clock);
    const packages = createPackagesReader(deps.platform.pool);
    const roster = createRespondentRosterReader(pool);
    const workspaces = createWorkspacesReader(pool);
    const teams = createTeamsReader(pool);
    // the platform's image store, decorated by its images plugin registered before every service's routes
    const images = instance.images;
    const limits = publicLimitsOf(instance, options);
    const throttle = createIdentifyThrottle(pool, options.identifyLimits);
    // instead of the gateway's per-route limit: one budget per address for all of these routes, charged on arrival
    const config = { rateLimit: false } as const;
    const onRequest = limits.perAddress;

    /** the open link, within its per-link budget */
    const open = async (request: FastifyRequest, linkOrToken: string) => {
      const opened = await access.open(linkOrToken);
      await limits.takeLink(request, opened.link.link_id);
      return opened;
    };
    // the package and the participant of every token request, from memory kept by their read models (ADR 0149)
    const kept = createRespondentReads(deps.waiter, {
      pkg: (packageId) => packages.one(packageId),
      member: (workspaceId, participantId) => roster.member(workspaceId, participantId),
    });
    instance.addHook('onClose', async () => kept.stop());
    const responses = createResponseLoader(log);
    const packageOf = async (link: LinkRow): Promise<PackageCore> => {
      const pkg = await kept.pkg(link.package_id);
      if (!pkg) throw httpError(404, RespondentMessages.noPackage);
      return pkg;
    };
    /** the participant a token names, in the link's workspace */
    const respondentOf = async (request: FastifyRequest, token: string) => {
      const opened = await open(request, token);
      if (!opened.participantId) throw httpError(404, RespondentMessages.tokenInvalid);
      // the package is read alongside: every caller of this needs it next
      const [participant, pkg] = await Promise.all([kept.member(opened.link.workspace_id, opened.participantId), packageOf(opened.link)]);
      if (!participant) throw httpError(404, RespondentMessages.noParticipant);
      return { link: opened.link, participant, pkg };
    };
    /**
     * The package's assessments for this respondent, read against their own response stream (a handful of events), so
     * what they just submitted has left the list without waiting for any read model.
     */
    const assessmentsFor = async (pkg: PackageCore, link: LinkRow, participantId: string): Promise<RespondentAssessment[]> => {
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
    };

    app.get(
      '/respondent/preferences/:link',
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: "A link's welcome: team, workspace, languages, texts; who a personal link is for",
          params: LinkParams,
          response: { 200: PackagePreferences, ...errors },
        },
      },
      async (request) => {
        const { link, participantId } = await open(request, request.params.link);
        const pkg = await packageOf(link);
        const [workspace, team] = await Promise.all([workspaces.byId(link.workspace_id), teams.byId(link.team_id)]);
        if (!workspace) throw httpError(404, RespondentMessages.noPackage);
        let personal: PackagePreferences['data']['personal_data'] = null;
        if (participantId) {
          const participant = await roster.member(link.workspace_id, participantId);
          if (!participant) throw httpError(404, RespondentMessages.noParticipant);
          personal = {
            link: link.link_id,
            token: request.params.link,
            participant_id: participant.id,
            first_name: participant.first_name,
            last_name: participant.last_name,
          };
        }
        return {
          data: {
            package_id: pkg.id,
            package_name: pkg.name,
            link_created_at: link.created_at.toISOString(),
            // signed image URLs open without a session (ADR 0007), which a respondent never has; the package's flags
            // say whether its page shows each owner's logo at all
            team: pkg.logo_team && team ? { name: team.name, logo_url: images.urlFor(team.logo_image_id) } : null,
            workspace: {
              name: workspace.name,
              logo_url: pkg.logo_workspace ? images.urlFor(workspace.logo_image_id) : null,
              is_active_group_classification: workspace.group_classification !== 'none',
              group_classification: workspace.group_classification,
            },
            languages_tags: pkg.languages_tags,
            welcome_screen_title: pkg.welcome_screen_title,
            welcome_screen_description: pkg.welcome_screen_description,
            is_attributed: pkg.is_attributed,
            personal_data: personal,
          },
        };
      },
    );

    app.get(
      '/participants-all-by-link/:link/:linkType',
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: "The link's workspace's participants to pick a name from (names only), searched from 2 characters",
          params: LinkParams.extend({ linkType: LinkType }),
          querystring: ParticipantsByLinkQuery,
          response: { 200: ParticipantsByLink, ...errors },
        },
      },
      async (request) => {
        const { link } = await open(request, request.params.link);
        const workspace = await workspaces.key(link.workspace_id);
        if (!workspace) throw httpError(404, RespondentMessages.noPackage);
        const search = (request.query.search ?? '').trim();
        const rows = await roster.names(link.workspace_id, workspace.group_classification, {
          search: [...search].length >= NAME_SEARCH_MIN ? search : '',
          offset: request.query.offset,
          limit: request.query.limit,
          group: request.query.group ?? '',
        });
        return rows.map((row) => ({ ...row, group_classification: workspace.group_classification }));
      },
    );

    app.get(
      '/participants-groups-by-link/:link',
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: "The values of the link's workspace's group classification, to filter the name pick by",
          params: LinkParams,
          response: { 200: GroupsByLink, ...errors },
        },
      },
      async (request) => {
        const { link } = await open(request, request.params.link);
        const workspace = await workspaces.key(link.workspace_id);
        if (!workspace) throw httpError(404, RespondentMessages.noPackage);
        return { groups: await roster.groupValues(link.workspace_id, workspace.group_classification) };
      },
    );

    app.post(
      RespondentPaths.identify,
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: 'Identify a respondent by the credential they hold; answers the token to submit with',
          body: IdentifyRequest,
          response: { 200: IdentifyResponse, ...errors },
        },
      },
      async (request) => {
        const { link, participantId } = await open(request, request.body.link);
        const pkg = await packageOf(link);
        const body = request.body;
        const participant = participantId
          ? await roster.member(link.workspace_id, participantId)
          : await identifyRespondent({ roster, throttle, log: request.log }, link, body, deps.clock.now());
        if (!participant) throw httpError(404, RespondentMessages.noParticipant);
        return {
          token: tokens.sign(link.link_id, participant.id),
          package: {
            id: pkg.id,
            link_created_at: link.created_at.toISOString(),
            assessments: await assessmentsFor(pkg, link, participant.id),
          },
          participant,
        };
      },
    );

    app.get(
      '/respondent/assessments/:token',
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: "The package's assessments for this respondent, those still to answer first",
          params: TokenParams,
          response: { 200: RespondentAssessments, ...errors },
        },
      },
      async (request) => {
        const { link, participant, pkg } = await respondentOf(request, request.params.token);
        const assessments = await assessmentsFor(pkg, link, participant.id);
        return { assessments, remaining: assessments.filter((item) => !item.is_answered).length };
      },
    );

    app.get(
      '/collaborations/without-collaboration/:token',
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: "The workspace's other participants to choose collaborators from (names only)",
          params: TokenParams,
          querystring: ParticipantsByLinkQuery,
          response: { 200: CollaboratorCandidates, ...errors },
        },
      },
      async (request) => {
        const { link, participant } = await respondentOf(request, request.params.token);
        const workspace = await workspaces.key(link.workspace_id);
        if (!workspace) throw httpError(404, RespondentMessages.noPackage);
        const search = (request.query.search ?? '').trim();
        const rows = await roster.names(link.workspace_id, workspace.group_classification, {
          search: [...search].length >= COLLABORATOR_SEARCH_MIN ? search : '',
          offset: request.query.offset,
          limit: request.query.limit,
          excluding: participant.id,
        });
        return {
          participants: rows.map((row) => ({
            id: row.id,
            first_name: row.first_name,
            last_name: row.last_name,
            identifier: row.identifier,
            is_collaborator: false,
            is_friendly: false,
            type_collaboration: null,
          })),
          all_count: rows[0]?.all_count ?? 0,
        };
      },
    );

    const contextOf = (request: FastifyRequest, link: LinkRow, participantId: string, now: Date) => ({
      teamId: link.team_id,
      workspaceId: link.workspace_id,
      actor: `respondent:${participantId}`,
      correlationId: request.id,
      now,
    });

    app.post(
      RespondentPaths.answers,
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: "Submit one assessment's answers; once per participant, assessment and cycle (a repeat answers the same)",
          body: AnswerSubmission,
          response: { 200: AnswerSubmitted, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        const { link, participant, pkg } = await respondentOf(request, body.token);
        if (body.participant_id !== participant.id || body.package_id !== link.package_id)
          throw httpError(400, RespondentMessages.tokenMismatch);
        return submitAnswers(log, {
          link,
          pkg,
          participantId: participant.id,
          submission: body,
          // respondentOf has verified the token already (it answered 404 otherwise)
          identifiedBy: body.link === body.token ? 'personal_link' : 'credential',
          collaboratorsInWorkspace: (chosen) => roster.membersAmong(link.workspace_id, chosen),
          context: contextOf(request, link, participant.id, deps.clock.now()),
          responses,
        });
      },
    );
  };
