import {
  CollaborationMessages,
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
import { graphStructure } from './mapStructure.ts';
import { assessmentsOf, periodOf } from './scope.ts';

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

/** the map as the page draws it: the read model's graph with the roster's names and activity */
export const toCollaborationMap = (graph: Graph, people: ReadonlyMap<string, Participant>): CollaborationMap => {
  const structure = graphStructure(
    graph.nodes.map((node) => node.id),
    graph.edges.filter((edge) => edge.collab || edge.manager),
  );
  const nodes = new Map<string, CollaborationNode>();
  for (const node of graph.nodes) {
    const person = people.get(node.id);
    const metrics = structure.nodes.get(node.id);
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
      in_degree: metrics?.in_degree ?? 0,
      out_degree: metrics?.out_degree ?? 0,
      connections: metrics?.connections ?? 0,
      betweenness: metrics?.betweenness ?? 0,
      x: 0,
      y: 0,
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
  return {
    nodes: [...nodes.values()],
    edges,
    additionalInfo: { connectedness_score: graph.density, nodes_count: graph.nodes_count, edges_count: graph.edges_count },
    structure: {
      modularity: structure.modularity,
      communities: structure.communities.map((members, id) => ({
        id,
        size: members.length,
        top_group: null,
        engagement: { score: null, n: 0, held_back: false },
      })),
      brokers: structure.brokers,
      isolated: structure.isolated,
      density: null,
      groups_engagement: [],
    },
  };
};

/**
 * reads the graph of the workspace's roster (or the chosen groups) under the filters. For the whole roster the graph
 * and the roster are read at once, the graph over every choice of the workspace; only when a choice names someone no
 * longer on the roster (a deleted participant) is it read again, limited to the roster.
 */
export const readCollaborationMap = async (
  reader: CollaborationReader,
  workspaceId: string,
  roster: readonly Participant[] | Promise<readonly Participant[]>,
  filters: ParsedCollaborationFilters,
  now = new Date(),
): Promise<CollaborationMap> => {
  const { from, to } = periodOf(filters.period_of_answer_date, now);
  const scope = { workspaceId, assessmentIds: assessmentsOf(filters), from, to };
  if (filters.is_all_participants) {
    const [graph, people] = await Promise.all([reader.graph({ ...scope, participantIds: null }), roster]);
    const byId = new Map(people.map((participant) => [participant.id, participant]));
    if (graph.nodes.every((node) => byId.has(node.id))) return toCollaborationMap(graph, byId);
    return toCollaborationMap(await reader.graph({ ...scope, participantIds: [...byId.keys()] }), byId);
  }
  const inScope = participantsInScope(await roster, filters);
  const graph = await reader.graph({ ...scope, participantIds: inScope.map((participant) => participant.id) });
  return toCollaborationMap(graph, new Map(inScope.map((participant) => [participant.id, participant])));
};
