import { ErrorBody, ParticipantMessages, Text, WorkspaceMessages } from '@canopy/contracts';
import {
  CollaborationFilters,
  CollaborationMapObjects,
  MAP_COLUMNS_MEDIA_TYPE,
  MapShapeQuery,
  CollaborationPaths,
  ConnectednessRate,
  ParticipantConnectedness,
  ParticipantDetails,
  ParticipantDetailsRequest,
  ParticipantWithoutCollaborations,
  WorkspaceFilterRequest,
  type ParsedCollaborationFilters,
} from '@canopy/contracts/analytics/collaboration';
import { ListParticipantsRequest, type Participant } from '@canopy/contracts/participants/api';
import { sendCsv } from '@canopy/platform/download/csv';
import type { AuthUser } from '@canopy/platform/http/auth';
import { sendPrecompressedJson } from '@canopy/platform/http/precompressed';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { readCheckpoints } from '@canopy/platform/projections/projectionStore';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createPersonReader } from '@canopy/projections/analytics/answers/readPerson';
import { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
import { graphOf } from '@canopy/projections/analytics/collaboration/graph';
import { createCollaborationReader, type GraphScope, type IndexedChoices } from '@canopy/projections/analytics/collaboration/read';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import { createNotesReader } from '@canopy/projections/workspace/notes/read';
import { createParticipantsReader } from '@canopy/projections/workspace/participants/read';
import { createWorkspaceAccess } from '@canopy/workspace';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confidentialAnswers } from '../anonymity/confidentialAnswers.ts';
import { readParticipantScores } from '../participantScores/readParticipantScores.ts';
import { readCollaborationMap } from './collaborationMap.ts';
import { createMapCache, keptPromises, MAP_READ_MODELS, type MapPositions, mapKeyOf, type MapShape } from './mapCache.ts';
import { groupsEngagement } from './mapEngagement.ts';
import { createShapeCache } from './mapShapes.ts';
import { csvFileName, NETWORK_CSV_HEADER, networkRows } from './networkCsv.ts';

const TAGS = ['collaboration'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const PathId = () => Text().max(64);
const ALL: ParsedCollaborationFilters = CollaborationFilters.parse({});
/**
 * The map's answer is built from rows its readers already checked, and typed as the contract: checking 20,000 edges
 * once more on the way out would cost more than the query, so the map route writes it as plain JSON (its errors
 * here; the map itself as bytes kept with the cached map).
 */
/** the columns when the caller asks for them by media type or by the query flag; else the spec's edge objects */
const shapeAsked = (accept: string | undefined, flag: 'objects' | 'columns' | undefined): MapShape =>
  flag ?? (accept?.toLowerCase().includes(MAP_COLUMNS_MEDIA_TYPE) ? 'columns' : 'objects');

const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * The collaboration calls under /api/v1 (paths: ADR 0045), each behind the workspace rule: another team's
 * workspace or participant is not found (404), one the caller is not assigned to is refused (403).
 */
export const collaborationRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const graph = createCollaborationReader(pool);
    const participants = createParticipantsReader(pool);
    const notes = createNotesReader(pool);
    const workspaces = createWorkspaceAccess(pool);
    const scoreReaders = { packages: createPackagesReader(pool), person: createPersonReader(pool) };

    const roster = async (workspaceId: string): Promise<Participant[]> =>
      (await participants.page(ListParticipantsRequest.parse({ workspace_id: workspaceId, isAll: true }))).participants;
    const packages = createPackagesReader(pool);
    const settings = createSettingsReader(pool);
    const answerReaders = { answers: createAnswersReader(pool), respondents: createRespondentsReader(pool) };
    // the structure and layout of the last few graph versions, computed in a worker thread (ADR 0090, 0092)
    const shapes = createShapeCache();
    /** where the map's read models stand now, in two round trips */
    const positionsNow = async (): Promise<MapPositions> => {
      const checkpoints = await readCheckpoints(pool, Object.values(MAP_READ_MODELS));
      const at = (schema: string) => {
        const checkpoint = checkpoints.get(schema);
        return checkpoint?.position ? JSON.stringify([checkpoint.version, checkpoint.position]) : null;
      };
      return Object.fromEntries(Object.entries(MAP_READ_MODELS).map(([name, schema]) => [name, at(schema)])) as MapPositions;
    };
    /**
     * A workspace's choices and roster, kept while their read model stands where it stood when they were read (its
     * position read first: what is kept is at least as new as its key), so a new filter reads neither again (ADR 0100)
     */
    const keptChoices = keptPromises<IndexedChoices>(4);
    const keptRosters = keptPromises<Participant[]>(4);
    const kept = <T>(cache: ReturnType<typeof keptPromises<T>>, workspaceId: string, at: string | null, read: () => Promise<T>) =>
      at === null ? read() : cache.get(JSON.stringify([workspaceId, at]), read);

    const readMap = (workspaceId: string, filters: ParsedCollaborationFilters, at: MapPositions) => async () => {
      const now = deps.clock.now();
      const engagement = async (groupIds: readonly string[]) => {
        const [{ minimum_group_size }, held] = await Promise.all([settings.of(workspaceId), packages.ofWorkspace(workspaceId)]);
        const answers = confidentialAnswers(answerReaders, minimum_group_size);
        return groupsEngagement(answers, held, { workspaceId, filters, now })(groupIds);
      };
      const choices = kept(keptChoices, workspaceId, at.choices, () => graph.choices(workspaceId));
      const reader = { graph: async (scope: GraphScope) => graphOf(await choices, scope) };
      const people = kept(keptRosters, workspaceId, at.people, () => roster(workspaceId));
      return readCollaborationMap({ reader, shapes, engagement }, workspaceId, people, filters, now);
    };
    const maps = createMapCache();
    const mapOf = async (workspaceId: string, filters: ParsedCollaborationFilters) => {
      const at = await positionsNow();
      return maps.map(mapKeyOf(workspaceId, filters, at), readMap(workspaceId, filters, at));
    };

    /** the participant's workspace, if the caller may work in it */
    const participantWorkspace = async (user: AuthUser, participantId: string) => {
      const workspaceId = (await participants.workspacesOfParticipants([participantId])).get(participantId);
      if (!workspaceId) throw httpError(404, ParticipantMessages.notFound);
      const workspace = await workspaces.inTeam(user, workspaceId).catch(() => {
        throw httpError(404, ParticipantMessages.notFound);
      });
      if (!workspace.assigned) throw httpError(403, WorkspaceMessages.notAssigned);
      return workspace;
    };

    app.post(
      '/collaborations/by-workspace/:workspaceId',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The collaboration map of a workspace under the analytics filters',
          description:
            'Nodes with their state, percentile, counts, connectedness score, structure and position; edges as objects ' +
            '(source, target and their first and last names, filtered_status, percentile, friendly_score, is_mutual); the ' +
            'connectedness rate; the structure (ADR 0090). With `Accept: ' +
            MAP_COLUMNS_MEDIA_TYPE +
            '` or `?edges=columns` the edges come as columns of node indexes and codes instead (CollaborationMapWire, ADR 0100, 0112).',
          params: z.object({ workspaceId: PathId() }),
          querystring: MapShapeQuery,
          body: CollaborationFilters,
          response: { 200: CollaborationMapObjects, ...errors },
        },
        serializerCompiler: plainJson,
      },
      async (request, reply) => {
        const { workspaceId } = request.params;
        // where the read models stand is read beside the access check (it tells nothing about the workspace)
        const [, at] = await Promise.all([workspaces.assigned(request.user, workspaceId), positionsNow()]);
        // the kept bytes, compressed once per encoding: an unchanged map is written and compressed once, not per call
        const shape = shapeAsked(request.headers.accept, request.query.edges);
        const body = await maps.body(mapKeyOf(workspaceId, request.body, at), readMap(workspaceId, request.body, at), shape);
        return sendPrecompressedJson(reply, body, ['accept']);
      },
    );

    app.post(
      CollaborationPaths.connectednessScore,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The workspace's connectedness rate (the density of its collaboration graph)",
          body: WorkspaceFilterRequest,
          response: { 200: ConnectednessRate, ...errors },
        },
      },
      async (request) => {
        const { workspace_id, ...filters } = request.body;
        await workspaces.assigned(request.user, workspace_id);
        const map = await mapOf(workspace_id, filters);
        return { workspace_id, connectedness_score: map.additionalInfo.connectedness_score };
      },
    );

    app.get(
      '/collaborations/connectedness-score/:participantId',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "A participant's connectedness score over all answers of their workspace",
          params: z.object({ participantId: PathId() }),
          response: { 200: ParticipantConnectedness, ...errors },
        },
      },
      async (request) => {
        const workspace = await participantWorkspace(request.user, request.params.participantId);
        const map = await mapOf(workspace.id, ALL);
        const node = map.nodes.find((one) => one.id === request.params.participantId);
        return { participant_id: request.params.participantId, connectedness_score: node?.connectedness_score ?? 0 };
      },
    );

    app.post(
      CollaborationPaths.participantDetails,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The participant details popup: profile, groups, scores, collaboration counts and notes',
          body: ParticipantDetailsRequest,
          response: { 200: ParticipantDetails, ...errors },
        },
      },
      async (request) => {
        const { participant_id, ...filters } = request.body;
        const workspace = await participantWorkspace(request.user, participant_id);
        const people = await roster(workspace.id);
        const person = people.find((one) => one.id === participant_id);
        if (!person) throw httpError(404, ParticipantMessages.notFound);
        // the map the popup was opened from: its groups, assessments and period (ADR 0091)
        const map = await mapOf(workspace.id, filters);
        const node = map.nodes.find((one) => one.id === participant_id);
        const byId = new Map(people.map((one) => [one.id, one]));
        const managers = map.edges
          .filter((edge) => edge.source === participant_id && edge.type === 'manager')
          .flatMap((edge) => {
            const manager = byId.get(edge.target);
            return manager ? [{ id: manager.id, first_name: manager.first_name, last_name: manager.last_name }] : [];
          });
        return {
          id: person.id,
          first_name: person.first_name,
          last_name: person.last_name,
          email: person.email,
          payroll_id: person.payroll_id,
          phone_code: person.phone_code,
          phone: person.phone,
          hiring_date: person.hiring_date,
          job: person.job,
          work_location_name: person.work_location_name,
          city: person.work_location_city,
          state: person.work_location_state,
          country: person.work_location_country,
          managers,
          number_of_selected_collaborators: node?.number_of_selected_collaborators ?? 0,
          number_of_collaborators_selected_participant: node?.number_of_collaborators_selected_participant ?? 0,
          number_of_collaborators_selected_friendly: node?.number_of_collaborators_selected_friendly ?? 0,
          connectedness_score: node?.connectedness_score ?? 0,
          groups: person.groups,
          // attributed packages only (ADR 0085): a confidential package's notice promises its answers are only seen
          // in groups, so no individual score of it is shown, whatever the minimum group size (ADR 0056)
          data: await readParticipantScores(scoreReaders, {
            workspaceId: workspace.id,
            participantId: participant_id,
            filters,
            now: deps.clock.now(),
          }),
          notes: await notes.ofParticipant(participant_id),
        };
      },
    );

    app.get(
      '/collaborations/participants-without-collaborations/:workspaceId',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The active participants of the workspace who have not chosen their collaborators yet',
          params: z.object({ workspaceId: PathId() }),
          response: { 200: z.array(ParticipantWithoutCollaborations), ...errors },
        },
      },
      async (request) => {
        await workspaces.assigned(request.user, request.params.workspaceId);
        const answered = await graph.respondents(request.params.workspaceId);
        return (await roster(request.params.workspaceId))
          .filter((person) => person.is_active && !answered.has(person.id))
          .map(({ id, first_name, last_name }) => ({ id, first_name, last_name }));
      },
    );

    app.get(
      '/collaborations/by-workspace/:workspaceId/csv',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The network map as CSV, named after the workspace (every answer, every participant)',
          params: z.object({ workspaceId: PathId() }),
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        return sendCsv(reply, csvFileName(workspace.name), NETWORK_CSV_HEADER, networkRows(await mapOf(workspace.id, ALL)));
      },
    );
  };
