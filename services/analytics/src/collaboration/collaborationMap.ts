import {
  CollaborationMessages,
  type EngagementFigure,
  type CollaborationEdge,
  type CollaborationMap,
  type CollaborationNode,
  type EdgeType,
  type NodeState,
  type ParsedCollaborationFilters,
} from '@canopy/contracts/analytics/collaboration';
import type { Participant } from '@canopy/contracts/participants/api';
import { DomainError } from '@canopy/platform/commands/decider';
import type { CollaborationReader, Graph, GraphEdge, GraphNode } from '@canopy/projections/analytics/collaboration/read';
import { communityEngagement, type GroupsEngagement } from './mapEngagement.ts';
import { type Classification, classificationOf, groupDensity, topGroupOf } from './mapGroups.ts';
import type { Shape, ShapeCache } from './mapShapes.ts';
import { assessmentsOf, periodOf } from './scope.ts';
import { systemClock } from '@canopy/platform/time/clock';

/** the state of ADR 0044: inactive first, then whether they answered and whether anyone chose them */
export const stateOf = (node: Pick<GraphNode, 'answered' | 'in_degree'>, isActive: boolean): NodeState => {
  if (!isActive) return 'inactive';
  if (!node.answered) return 'uncaptured';
  return node.in_degree > 0 ? 'matched' : 'captured';
};

export const edgeTypeOf = (edge: GraphEdge): EdgeType => (edge.manager ? 'manager' : edge.collab ? 'default' : 'friendly');

/** mutual: both chose each other as collaborators (or, for a friendly-only pair, both as friendly ones) */
export const isMutual = (edge: GraphEdge) => (edge.collab ? edge.back_collab : edge.friendly && edge.back_friendly);

/** the participants the filter keeps: everyone on the roster, or the members of the chosen groups */
export const participantsInScope = (roster: readonly Participant[], filters: ParsedCollaborationFilters): Participant[] => {
  if (filters.is_all_participants) return [...roster];
  if (filters.groups_ids.length === 0) throw new DomainError(CollaborationMessages.groupsRequired, 400);
  const groups = new Set(filters.groups_ids);
  return roster.filter((participant) => participant.groups.some((group) => groups.has(group.id)));
};

/** the choices the structure reads: default and manager collaborators (a friendly-only pair is no collaboration) */
export const choicesOf = (graph: Pick<Graph, 'edges'>) => graph.edges.filter((edge) => edge.collab || edge.manager);

/** what the map adds to the graph once per graph version (mapShapes.ts) and per answer (the groups' engagement) */
export type MapExtras = {
  shape: Shape;
  classification: Classification | null;
  groupsEngagement: ReadonlyMap<string, EngagementFigure>;
};

/** the map as the page draws it: the read model's graph with the roster's names and activity, its structure and positions */
export const toCollaborationMap = (
  graph: Graph,
  people: ReadonlyMap<string, Participant>,
  { shape, classification, groupsEngagement }: MapExtras,
): CollaborationMap => {
  const { structure, positions } = shape;
  const nodes = new Map<string, CollaborationNode>();
  for (const node of graph.nodes) {
    const person = people.get(node.id);
    const metrics = structure.nodes.get(node.id);
    const position = positions.get(node.id);
    nodes.set(node.id, {
      id: node.id,
      first_name: person?.first_name ?? '',
      last_name: person?.last_name ?? '',
      filtered_status: stateOf(node, person?.is_active ?? false),
      percentile: Math.min(100, Math.max(1, node.percentile)),
      mentions: node.in_degree,
      number_of_selected_collaborators: node.out_degree,
      number_of_collaborators_selected_participant: node.in_degree,
      number_of_collaborators_selected_friendly: node.friendly_out,
      connectedness_score: node.connectedness,
      groups_ids: person?.groups.map((group) => group.id) ?? [],
      community: metrics?.community ?? 0,
      in_degree: metrics?.in_degree ?? node.in_degree,
      out_degree: metrics?.out_degree ?? node.out_degree,
      connections: metrics?.connections ?? 0,
      betweenness: metrics?.betweenness ?? 0,
      x: position?.x ?? 0,
      y: position?.y ?? 0,
    });
  }
  const edges: CollaborationEdge[] = graph.edges.map((edge) => {
    const source = nodes.get(edge.source);
    return {
      source: edge.source,
      target: edge.target,
      type: edgeTypeOf(edge),
      is_mutual: isMutual(edge),
      friendly_score: (edge.friendly ? 1 : 0) + (edge.back_friendly ? 1 : 0),
      percentile: source?.percentile ?? 1,
      filtered_status: source?.filtered_status ?? 'captured',
    };
  });
  const groupOf = new Map<string, string>();
  for (const group of classification?.groups ?? []) for (const member of group.members) groupOf.set(member, group.id);
  return {
    nodes: [...nodes.values()],
    edges,
    additionalInfo: { connectedness_score: graph.density, nodes_count: graph.nodes_count, edges_count: graph.edges_count },
    structure: {
      modularity: structure.modularity,
      communities: structure.communities.map((members, id) => ({
        id,
        size: members.length,
        top_group: topGroupOf(classification, members),
        engagement: communityEngagement(members, groupOf, groupsEngagement),
      })),
      brokers: structure.brokers,
      isolated: structure.isolated,
      density: classification ? groupDensity(classification, choicesOf(graph)) : null,
      groups_engagement: (classification?.groups ?? []).map((group) => ({
        group_id: group.id,
        ...(groupsEngagement.get(group.id) ?? { score: null, n: 0, held_back: false }),
      })),
    },
  };
};

/** what reading a map takes: the graph reader, the kept shapes and, per answer, the groups' engagement */
export type MapSources = {
  reader: Pick<CollaborationReader, 'graph'>;
  shapes: Pick<ShapeCache, 'shapeOf'>;
  engagement: GroupsEngagement;
};

/**
 * sources for a map whose structure, positions and engagement nobody reads (the network CSV: names and choices
 * only): no layout, no betweenness, no answers read
 */
export const graphOnly = (reader: CollaborationReader): MapSources => ({
  reader,
  shapes: {
    shapeOf: async () => ({
      structure: { nodes: new Map(), modularity: 0, communities: [], brokers: [], isolated: [] },
      positions: new Map(),
    }),
  },
  engagement: async () => new Map(),
});

/** the graph's extras: its shape (kept per graph version) and the engagement of the chosen classification's groups */
const extrasOf = async (
  sources: MapSources,
  graph: Graph,
  people: readonly Participant[],
  filters: ParsedCollaborationFilters,
): Promise<MapExtras> => {
  const onMap = new Set(graph.nodes.map((node) => node.id));
  const classification = classificationOf(
    people.filter((person) => onMap.has(person.id)),
    filters.classification_id,
  );
  const [shape, groupsEngagement] = await Promise.all([
    sources.shapes.shapeOf([...onMap], choicesOf(graph)),
    classification ? sources.engagement(classification.groups.map((group) => group.id)) : new Map<string, EngagementFigure>(),
  ]);
  return { shape, classification, groupsEngagement };
};

/**
 * reads the graph of the workspace's roster (or the chosen groups) under the filters, with its structure, positions
 * and groups. For the whole roster the graph and the roster are read at once, the graph over every choice of the
 * workspace (a deleted participant's choices leave the read model with them, ADR 0091); only when a choice still
 * names someone no longer on the roster (the read model not caught up yet) is it read again, limited to the roster.
 */
export const readCollaborationMap = async (
  sources: MapSources,
  workspaceId: string,
  roster: readonly Participant[] | Promise<readonly Participant[]>,
  filters: ParsedCollaborationFilters,
  now = systemClock.now(),
): Promise<CollaborationMap> => {
  const { from, to } = periodOf(filters.period_of_answer_date, now);
  const scope = { workspaceId, assessmentIds: assessmentsOf(filters), from, to };
  const { reader } = sources;
  if (filters.is_all_participants) {
    const [first, people] = await Promise.all([reader.graph({ ...scope, participantIds: null }), roster]);
    const byId = new Map(people.map((participant) => [participant.id, participant]));
    const graph = first.nodes.every((node) => byId.has(node.id))
      ? first
      : await reader.graph({ ...scope, participantIds: [...byId.keys()] });
    return toCollaborationMap(graph, byId, await extrasOf(sources, graph, people, filters));
  }
  const inScope = participantsInScope(await roster, filters);
  const graph = await reader.graph({ ...scope, participantIds: inScope.map((participant) => participant.id) });
  const byId = new Map(inScope.map((participant) => [participant.id, participant]));
  return toCollaborationMap(graph, byId, await extrasOf(sources, graph, inScope, filters));
};
