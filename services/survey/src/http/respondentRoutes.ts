import { randomBytes } from 'node:crypto';
import { ErrorBody, Text } from '@canopy/contracts';
import type { PackageCore } from '@canopy/contracts/survey/api';
import {
  AnswerSubmission,
  AnswerSubmitted,
  CollaboratorCandidates,
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
import { anonymousTextStreamPrefix, responseStream } from '@canopy/contracts/survey/responseEvents';
import { handleCommand } from '@canopy/platform/commands/handleCommand';
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
import { surveyClock } from '../clock.ts';
import { assessmentStreamId } from '../assessment/assessment.ts';
import { assessmentDecider } from '../assessment/decide.ts';
import { createLinkAccess } from '../respondent/linkAccess.ts';
import { publicLimitsOf } from '@canopy/platform/http/publicLimits';
import { credentialOf } from '../respondent/credentials.ts';
import type { RespondentTokens } from '../respondent/tokens.ts';
import { anonymousTextsOf, responseDecider, type SubmitAnswers } from '../response/decide.ts';

const TAGS = ['respondent'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
/** a link or token in a path: long enough for a personal link, refused when it holds what cannot be compared */
const LinkParams = z.object({ link: Text().max(200) });
const TokenParams = z.object({ token: Text().max(200) });

export type RespondentRouteOptions = { tokens: RespondentTokens; perAddressPerMinute: number; perLinkPerMinute: number };

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
    const access = createLinkAccess(pool, tokens);
    const packages = createPackagesReader(deps.platform.pool);
    const roster = createRespondentRosterReader(pool);
    const workspaces = createWorkspacesReader(pool);
    const teams = createTeamsReader(pool);
    // the platform's image store, decorated by its images plugin registered before every service's routes
    const images = instance.images;
    const limits = publicLimitsOf(instance, options);
    // instead of the gateway's per-route limit: one budget per address for all of these routes, charged on arrival
    const config = { rateLimit: false } as const;
    const onRequest = limits.perAddress;

    /** the open link, within its per-link budget */
    const open = async (request: FastifyRequest, linkOrToken: string) => {
      const opened = await access.open(linkOrToken);
      await limits.takeLink(request, opened.link.link_id);
      return opened;
    };
    const packageOf = async (link: LinkRow): Promise<PackageCore> => {
      const pkg = await packages.one(link.package_id);
      if (!pkg) throw httpError(404, RespondentMessages.noPackage);
      return pkg;
    };
    /** the participant a token names, in the link's workspace */
    const respondentOf = async (request: FastifyRequest, token: string) => {
      const opened = await open(request, token);
      if (!opened.participantId) throw httpError(404, RespondentMessages.tokenInvalid);
      // the package is read alongside: every caller of this needs it next
      const [participant, pkg] = await Promise.all([roster.member(opened.link.workspace_id, opened.participantId), packageOf(opened.link)]);
      if (!participant) throw httpError(404, RespondentMessages.noParticipant);
      return { link: opened.link, participant, pkg };
    };
    /**
     * The package's assessments for this respondent, read against their own response stream (a handful of events), so
     * what they just submitted has left the list without waiting for any read model.
     */
    const assessmentsFor = async (pkg: PackageCore, link: LinkRow, participantId: string): Promise<RespondentAssessment[]> => {
      const { events } = await log.readStream(responseStream(link.package_id, participantId, link.cycle_id));
      const answered = new Set(events.map((event) => (event.data as { assessment_id: string }).assessment_id));
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
          questions: assessment.questions.map(({ id, index, body, answer_type }) => ({ id, index, body, answer_type })),
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
        });
        return rows.map((row) => ({ ...row, group_classification: workspace.group_classification }));
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
          : await roster.identify(
              link.workspace_id,
              { participantId: body.participant_id, firstName: body.first_name, lastName: body.last_name },
              credentialOf(body),
            );
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
        const assessment = pkg.assessments.find((item) => item.id === body.assessment_id && !item.is_archived);
        if (!assessment) throw httpError(400, RespondentMessages.assessmentNotInPackage);
        const chosen = [...new Set(body.collaboration.map((entry) => entry.collaborator_id))];
        const now = surveyClock.now();
        const command: SubmitAnswers = {
          type: 'SubmitAnswers',
          data: {
            package_id: link.package_id,
            workspace_id: link.workspace_id,
            team_id: link.team_id,
            cycle_id: link.cycle_id,
            link_id: link.link_id,
            participant_id: participant.id,
            assessment: { id: assessment.id, version: assessment.version, questions: assessment.questions },
            answers: body.answers,
            collaboration: body.collaboration,
            collaborators_in_workspace: chosen.length === 0 ? new Set() : await roster.membersAmong(link.workspace_id, chosen),
            identified_by: tokens.verify(body.token) && body.link === body.token ? 'personal_link' : 'credential',
            now: now.toISOString(),
            ...(body.language ? { language: body.language } : {}),
          },
        };
        const result = await handleCommand({
          log,
          decider: responseDecider,
          streamId: responseStream(link.package_id, participant.id, link.cycle_id),
          command,
          context: contextOf(request, link, participant.id, now),
        });
        const accepted = result.appended !== null && result.events.length > 0;
        if (accepted) {
          const anonymous = anonymousTextsOf(command);
          if (anonymous.length > 0) {
            // its own stream, its own append, and metadata that names neither the respondent nor their request
            const anonymousContext = {
              teamId: link.team_id,
              workspaceId: link.workspace_id,
              actor: 'respondent',
              correlationId: randomBytes(12).toString('hex'),
              now,
            };
            await log.append(`${anonymousTextStreamPrefix}${randomBytes(16).toString('base64url')}`, anonymous, {
              expectedRevision: 'no_stream',
              context: anonymousContext,
            });
          }
          if (!assessment.been_answered) {
            await handleCommand({
              log,
              decider: assessmentDecider,
              streamId: assessmentStreamId(assessment.id),
              command: { type: 'MarkAssessmentAnswered', data: { now: now.toISOString() } },
              context: contextOf(request, link, participant.id, now),
            });
          }
        }
        const submitted = result.state.submitted.get(assessment.id);
        const answered = new Set([...result.state.submitted.keys()]);
        return {
          assessment_id: assessment.id,
          cycle_id: submitted?.cycle_id ?? link.cycle_id,
          submitted_at: submitted?.submitted_at ?? now.toISOString(),
          remaining: pkg.assessments.filter((item) => !item.is_archived && !answered.has(item.id)).length,
          already_submitted: !accepted,
        };
      },
    );
  };
