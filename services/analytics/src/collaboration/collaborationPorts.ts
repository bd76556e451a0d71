import { ParticipantMessages, Text, WorkspaceMessages } from '@canopy/contracts';
import { CollaborationFilters, type CollaborationMap, type ParsedCollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { ListParticipantsRequest, type Participant } from '@canopy/contracts/participants/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { readCheckpoints } from '@canopy/platform/projections/projectionStore';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createPersonReader } from '@canopy/projections/analytics/answers/readPerson';
import { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
import { graphOf } from '@canopy/projections/analytics/collaboration/graph';
import { createCollaborationReader, type GraphScope, type IndexedChoices } from '@canopy/projections/analytics/collaboration/read';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createPackagesReader } from '@canopy/survey';
import { createNotesReader, createParticipantsReader, createWorkspaceAccess, type WorkspaceAccess } from '@canopy/workspace';
import { z } from 'zod';
import { confidentialAnswers } from '../anonymity/confidentialAnswers.ts';
import { readCollaborationMap } from './collaborationMap.ts';
import { createMapCache, keptPromises, MAP_READ_MODELS, type MapPositions, type MapShape, mapKeyOf } from './mapCache.ts';
import { groupsEngagement } from './mapEngagement.ts';
import { createShapeCache } from './mapShapes.ts';

// What the collaboration calls' use cases read with (paths: ADR 0045), and their access rules: another team's
// workspace or participant is not found (404), one the caller is not assigned to is refused (403). The roster, the
// notes and the packages come through their owners' entry points (ADR 0136).

const PathId = () => Text().max(64);
export const WorkspaceParams = z.object({ workspaceId: PathId() });
export const ParticipantParams = z.object({ participantId: PathId() });
/** every answer, every participant */
export const ALL: ParsedCollaborationFilters = CollaborationFilters.parse({});

const createCollaborationPorts = (deps: ServiceDeps) => {
  const { pool } = deps.platform;
  const graph = createCollaborationReader(pool);
  const participants = createParticipantsReader(pool);
  const packages = createPackagesReader(pool);
  const settings = createSettingsReader(pool);
  const answerReaders = { answers: createAnswersReader(pool), respondents: createRespondentsReader(pool) };

  const roster = async (workspaceId: string): Promise<Participant[]> =>
    (await participants.page(ListParticipantsRequest.parse({ workspace_id: workspaceId, isAll: true }))).participants;
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

  return {
    graph,
    participants,
    notes: createNotesReader(pool),
    workspaces: createWorkspaceAccess(pool),
    scoreReaders: { packages, person: createPersonReader(pool) },
    roster,
    positionsNow,
    /** the map under the filters, kept while its read models stand where they stood */
    mapOf: async (workspaceId: string, filters: ParsedCollaborationFilters): Promise<CollaborationMap> => {
      const at = await positionsNow();
      return maps.map(mapKeyOf(workspaceId, filters, at), readMap(workspaceId, filters, at));
    },
    /** the map's answer in `shape` as kept bytes, compressed once per encoding: an unchanged map is written once, not per call */
    mapBody: (workspaceId: string, filters: ParsedCollaborationFilters, at: MapPositions, shape: MapShape) =>
      maps.body(mapKeyOf(workspaceId, filters, at), readMap(workspaceId, filters, at), shape),
  };
};

export type CollaborationPorts = ReturnType<typeof createCollaborationPorts>;
export type CollaborationWorkspace = Awaited<ReturnType<WorkspaceAccess['assigned']>>;

/** one set per process: the routes and the story's map snapshots share the kept maps and the layout worker */
const portsByDeps = new WeakMap<object, CollaborationPorts>();
export const collaborationPortsOf = (deps: ServiceDeps): CollaborationPorts => {
  let ports = portsByDeps.get(deps.platform);
  if (!ports) {
    ports = createCollaborationPorts(deps);
    portsByDeps.set(deps.platform, ports);
  }
  return ports;
};

/** the workspace `workspaceIdOf` names, if the caller may work in it */
export const workspaceAccess = <In>(
  ports: Pick<CollaborationPorts, 'workspaces'>,
  workspaceIdOf: (input: In) => string,
): AccessRule<In, CollaborationWorkspace> => ({
  scope: (input, user) => ports.workspaces.assigned(user, workspaceIdOf(input)),
  workspaceOf: (workspace) => workspace.id,
});

/** the participant's workspace, if the caller may work in it: another team's participant 404, one not assigned 403 */
export const participantWorkspace = async (
  ports: Pick<CollaborationPorts, 'participants' | 'workspaces'>,
  user: Pick<AuthUser, 'id' | 'teamId'>,
  participantId: string,
) => {
  const workspaceId = (await ports.participants.workspacesOfParticipants([participantId])).get(participantId);
  if (!workspaceId) throw httpError(404, ParticipantMessages.notFound);
  const workspace = await ports.workspaces.inTeam(user, workspaceId).catch(() => {
    throw httpError(404, ParticipantMessages.notFound);
  });
  if (!workspace.assigned) throw httpError(403, WorkspaceMessages.notAssigned);
  return workspace;
};

/** the workspace of the participant `participantIdOf` names, if the caller may work in it */
export const participantAccess = <In>(
  ports: Pick<CollaborationPorts, 'participants' | 'workspaces'>,
  participantIdOf: (input: In) => string,
): AccessRule<In, Awaited<ReturnType<typeof participantWorkspace>>> => ({
  scope: (input, user) => participantWorkspace(ports, user, participantIdOf(input)),
  workspaceOf: (workspace) => workspace.id,
});
