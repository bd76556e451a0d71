import { z } from 'zod';
import { ParticipantGroup } from '../participants/api.ts';
import { Note } from '../participants/notes.ts';
import { Text } from '../platform/text.ts';
import { AnswerType } from '../survey/api.ts';

// The collaboration map, the participant details popup and their calls (ADR 0044 defines the states and the
// metrics; ADR 0045 the paths).

export const CollaborationPaths = {
  byWorkspace: (workspaceId: string) => `/collaborations/by-workspace/${workspaceId}`,
  connectednessScore: '/collaborations/connectedness-score',
  participantScore: (participantId: string) => `/collaborations/connectedness-score/${participantId}`,
  participantDetails: '/collaborations/participant-details',
  withoutCollaborations: (workspaceId: string) => `/collaborations/participants-without-collaborations/${workspaceId}`,
  csv: (workspaceId: string) => `/collaborations/by-workspace/${workspaceId}/csv`,
} as const;

export const CollaborationMessages = {
  beforeApply: 'Please, select all participants or group(s) and click «Apply» to view the collaboration map',
  noData: 'No data',
  noResults: 'No Results',
  narrow: 'Your screen width is too narrow – please try widening your browser or zooming out.',
  mobile: 'Mobile version is under development',
  groupsRequired: 'Select all participants or at least one group',
  badPeriod: 'The start of the period must be before its end',
} as const;

/** which answers count: the whole history, the last year, quarter or month before now, or from a start to an end date */
export const PeriodOfAnswerDate = z.object({
  is_all_time: z.boolean().default(true),
  is_last_year: z.boolean().default(false),
  is_last_quarter: z.boolean().default(false),
  is_last_month: z.boolean().default(false),
  start_date: Text().nullable().default(null),
  end_date: Text().nullable().default(null),
});
export type PeriodOfAnswerDate = z.input<typeof PeriodOfAnswerDate>;

/** one assessment and, for the drill-down, its questions (every question when `all_questions`) */
export const AssessmentFilter = z.object({
  assessment_id: Text(),
  all_questions: z.boolean().default(true),
  questions_ids: z.array(Text()).default([]),
});

/** the analytics filter params as the collaboration calls take them */
export const CollaborationFilters = z.object({
  is_all_assessments: z.boolean().default(true),
  is_all_participants: z.boolean().default(true),
  period_of_answer_date: PeriodOfAnswerDate.default({
    is_all_time: true,
    is_last_year: false,
    is_last_quarter: false,
    is_last_month: false,
    start_date: null,
    end_date: null,
  }),
  assessments: z.array(AssessmentFilter).default([]),
  assessments_ids: z.array(Text()).default([]),
  groups_ids: z.array(Text()).default([]),
  /**
   * the group classification (a default group's origin_source, e.g. 'department') whose groups the density matrix
   * crosses; null: the workspace's first classification with groups (ADR 0090)
   */
  classification_id: Text().max(64).nullable().default(null),
});
export type CollaborationFilters = z.input<typeof CollaborationFilters>;
export type ParsedCollaborationFilters = z.output<typeof CollaborationFilters>;

export const NodeState = z.enum(['captured', 'uncaptured', 'inactive', 'matched']);
export type NodeState = z.infer<typeof NodeState>;
export const EdgeType = z.enum(['default', 'manager', 'friendly']);
export type EdgeType = z.infer<typeof EdgeType>;

/** a person on the map with the counts and scores of ADR 0044 */
export const CollaborationNode = z.object({
  id: Text(),
  first_name: Text(),
  last_name: Text(),
  filtered_status: NodeState,
  percentile: z.number().int().min(1).max(100),
  /** distinct people who chose this person as a collaborator (default or manager): the in-degree */
  mentions: z.number().int(),
  number_of_selected_collaborators: z.number().int(),
  number_of_collaborators_selected_participant: z.number().int(),
  number_of_collaborators_selected_friendly: z.number().int(),
  connectedness_score: z.number(),
  groups_ids: z.array(Text()),
  /** the community (Louvain, ADR 0090) the person is in: an `id` of `structure.communities` */
  community: z.number().int(),
  /** distinct people on the map who chose this person (default or manager), as `mentions` */
  in_degree: z.number().int(),
  /** distinct people on the map this person chose (default or manager) */
  out_degree: z.number().int(),
  /**
   * distinct people on the map linked to this person either way (chose them or were chosen by them): what the
   * connection filter's 'N connections' counts (ADR 0091)
   */
  connections: z.number().int(),
  /** normalised betweenness centrality over the directed choices, 0 to 1 (graphology-metrics) */
  betweenness: z.number().min(0).max(1),
  /** the layout's position, computed once per graph version on the server (ADR 0092); the page paints it as is */
  x: z.number(),
  y: z.number(),
});
export type CollaborationNode = z.infer<typeof CollaborationNode>;

/** `source` chose `target`; names are on the nodes (one copy per person, not one per edge) */
export const CollaborationEdge = z.object({
  source: Text(),
  target: Text(),
  type: EdgeType,
  is_mutual: z.boolean(),
  /** 0, 1 or 2: how many of the two named the other a friendly collaborator */
  friendly_score: z.number().int().min(0).max(2),
  /** the source's percentile */
  percentile: z.number().int().min(1).max(100),
  /** the source's state */
  filtered_status: NodeState,
});
export type CollaborationEdge = z.infer<typeof CollaborationEdge>;

/**
 * an engagement figure from the Culture answers (mean score 0-100 of the scored answers of the map's assessments),
 * under the anonymity rule (ADR 0056): `score` null when the people behind it answered in too few released cells
 */
export const EngagementFigure = z.object({
  score: z.number().min(0).max(100).nullable(),
  /** respondents whose answers the score is drawn from */
  n: z.number().int(),
  /** some of the people's answers are left out (their cells are under the workspace's minimum group size) */
  held_back: z.boolean(),
});
export type EngagementFigure = z.infer<typeof EngagementFigure>;

/** a community of the map: its size, the group most of its members share and its engagement */
export const CollaborationCommunity = z.object({
  id: z.number().int(),
  size: z.number().int(),
  /** the group of the density's classification holding most of the community's members (null: none) */
  top_group: z.object({ classification: Text(), name: Text(), share: z.number().min(0).max(1) }).nullable(),
  engagement: EngagementFigure,
});
export type CollaborationCommunity = z.infer<typeof CollaborationCommunity>;

export const DensityGroup = z.object({ id: Text(), name: Text(), size: z.number().int() });
/** who works across groups: matrix[i][j] = choices from group i to group j / possible ordered pairs (0 to 1) */
export const GroupDensity = z.object({
  classification_id: Text(),
  classification_name: Text(),
  groups: z.array(DensityGroup),
  matrix: z.array(z.array(z.number().min(0).max(1))),
});
export type GroupDensity = z.infer<typeof GroupDensity>;

export const GroupEngagement = EngagementFigure.extend({ group_id: Text() });
export type GroupEngagement = z.infer<typeof GroupEngagement>;

/** the map's structure, computed once per graph version where the map answer is kept (ADR 0050, 0090) */
export const CollaborationStructure = z.object({
  /** Louvain modularity of the communities (-0.5 to 1) */
  modularity: z.number(),
  communities: z.array(CollaborationCommunity),
  /** the people with the highest betweenness (at most 20, highest first; nobody with 0) */
  brokers: z.array(Text()),
  /** the people on the map nobody chose */
  isolated: z.array(Text()),
  /** null when the workspace has no group classification with groups on the map */
  density: GroupDensity.nullable(),
  /** the engagement of each group of the density's classification */
  groups_engagement: z.array(GroupEngagement),
});
export type CollaborationStructure = z.infer<typeof CollaborationStructure>;

export const CollaborationMap = z.object({
  nodes: z.array(CollaborationNode),
  edges: z.array(CollaborationEdge),
  additionalInfo: z.object({ connectedness_score: z.number(), nodes_count: z.number().int(), edges_count: z.number().int() }),
  structure: CollaborationStructure,
});
export type CollaborationMap = z.infer<typeof CollaborationMap>;

const NodeIndex = z.number().int().min(0);

/**
 * The map's edges as they travel (ADR 0100): one column per field, the people as indexes into `nodes`, the type as
 * its index in `EdgeType.options`, `is_mutual` as 0 or 1. Each edge of `CollaborationMap` repeats two ids and its
 * source's state and percentile: 20,000 of them were 3.8 of the answer's 4.8 MB at 2,000 people; as columns, 0.3 MB.
 */
export const CollaborationEdgeColumns = z.object({
  source: z.array(NodeIndex),
  target: z.array(NodeIndex),
  type: z.array(
    z
      .number()
      .int()
      .min(0)
      .max(EdgeType.options.length - 1),
  ),
  is_mutual: z.array(z.number().int().min(0).max(1)),
  friendly_score: z.array(z.number().int().min(0).max(2)),
});
export type CollaborationEdgeColumns = z.infer<typeof CollaborationEdgeColumns>;

/** the answer of POST /collaborations/by-workspace/{id} on the wire: the map with its edges as columns */
export const CollaborationMapWire = CollaborationMap.omit({ edges: true })
  .extend({ edges: CollaborationEdgeColumns })
  .superRefine(({ nodes, edges }, context) => {
    const count = edges.source.length;
    for (const column of ['target', 'type', 'is_mutual', 'friendly_score'] as const) {
      if (edges[column].length !== count)
        context.addIssue({ code: 'custom', path: ['edges', column], message: `expected ${count} values, as many as edges.source` });
    }
    for (const column of ['source', 'target'] as const) {
      const outside = edges[column].findIndex((index) => index >= nodes.length);
      if (outside >= 0) context.addIssue({ code: 'custom', path: ['edges', column, outside], message: 'not an index of nodes' });
    }
  });
export type CollaborationMapWire = z.infer<typeof CollaborationMapWire>;

/** the map as it travels: each edge's people as node indexes (each must be a node of the map) */
export const mapToWire = (map: CollaborationMap): CollaborationMapWire => {
  const indexOf = new Map(map.nodes.map((node, index) => [node.id, index]));
  const count = map.edges.length;
  const edges: CollaborationEdgeColumns = {
    source: new Array(count),
    target: new Array(count),
    type: new Array(count),
    is_mutual: new Array(count),
    friendly_score: new Array(count),
  };
  map.edges.forEach((edge, i) => {
    const source = indexOf.get(edge.source);
    const target = indexOf.get(edge.target);
    if (source === undefined || target === undefined)
      throw new Error(`the edge ${edge.source} -> ${edge.target} names someone not on the map`);
    edges.source[i] = source;
    edges.target[i] = target;
    edges.type[i] = EdgeType.options.indexOf(edge.type);
    edges.is_mutual[i] = edge.is_mutual ? 1 : 0;
    edges.friendly_score[i] = edge.friendly_score;
  });
  return { ...map, edges };
};

/** the map as the page reads it, from a wire answer whose indexes and columns were checked (CollaborationMapWire) */
export const mapFromWire = (wire: CollaborationMapWire): CollaborationMap => {
  const { nodes } = wire;
  const { source, target, type, is_mutual, friendly_score } = wire.edges;
  const edges: CollaborationEdge[] = new Array(source.length);
  for (let i = 0; i < source.length; i++) {
    const from = nodes[source[i] as number] as CollaborationNode;
    edges[i] = {
      source: from.id,
      target: (nodes[target[i] as number] as CollaborationNode).id,
      type: EdgeType.options[type[i] as number] as EdgeType,
      is_mutual: is_mutual[i] === 1,
      friendly_score: friendly_score[i] as number,
      percentile: from.percentile,
      filtered_status: from.filtered_status,
    };
  }
  return { ...wire, edges };
};

/**
 * The map answer both ways: decoding (`parse`, `z.decode`) checks the wire answer and the map it gives; `z.encode`
 * gives the wire answer of a map. The server encodes with `mapToWire` alone (its map is typed code, checked in tests).
 */
export const CollaborationMapAnswer = z.codec(CollaborationMapWire, CollaborationMap, { decode: mapFromWire, encode: mapToWire });

/**
 * The map's default answer, the spec's shape (ADR 0112): each edge an object with its people's names beside their
 * ids, its source's state and percentile. The page asks for the columns instead (`MAP_COLUMNS_MEDIA_TYPE`).
 */
export const CollaborationMapEdge = CollaborationEdge.extend({
  source_first_name: Text(),
  source_last_name: Text(),
  target_first_name: Text(),
  target_last_name: Text(),
});
export type CollaborationMapEdge = z.infer<typeof CollaborationMapEdge>;

export const CollaborationMapObjects = CollaborationMap.omit({ edges: true }).extend({ edges: z.array(CollaborationMapEdge) });
export type CollaborationMapObjects = z.infer<typeof CollaborationMapObjects>;

/** `Accept` of a caller that wants the edges as columns (CollaborationMapWire, ADR 0100); `?edges=columns` does the same */
export const MAP_COLUMNS_MEDIA_TYPE = 'application/vnd.canopy.map-columns+json';
export const MapShapeQuery = z.object({ edges: z.enum(['objects', 'columns']).optional() });

/** the spec's answer of a map: every edge with its people's names (each must be a node of the map) */
export const mapToObjects = (map: CollaborationMap): CollaborationMapObjects => {
  const byId = new Map(map.nodes.map((node) => [node.id, node]));
  const edges = map.edges.map((edge): CollaborationMapEdge => {
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    if (!source || !target) throw new Error(`the edge ${edge.source} -> ${edge.target} names someone not on the map`);
    return {
      ...edge,
      source_first_name: source.first_name,
      source_last_name: source.last_name,
      target_first_name: target.first_name,
      target_last_name: target.last_name,
    };
  });
  return { ...map, edges };
};

export const WorkspaceFilterRequest = CollaborationFilters.extend({ workspace_id: Text() });
export const ParticipantDetailsRequest = CollaborationFilters.extend({ participant_id: Text() });

export const ConnectednessRate = z.object({ workspace_id: Text(), connectedness_score: z.number() });
export const ParticipantConnectedness = z.object({ participant_id: Text(), connectedness_score: z.number() });

export const AssessmentScore = z.object({
  assessment_id: Text(),
  assessment_name: Text(),
  average_score: z.number().nullable(),
  last_score: z.number().nullable(),
  answer_type: AnswerType,
});
export type AssessmentScore = z.infer<typeof AssessmentScore>;

/** the participant details popup */
export const ParticipantDetails = z.object({
  id: Text(),
  first_name: Text(),
  last_name: Text(),
  email: Text(),
  payroll_id: Text(),
  phone_code: Text(),
  phone: Text(),
  hiring_date: Text(),
  job: Text(),
  work_location_name: Text(),
  city: Text(),
  state: Text(),
  country: Text(),
  managers: z.array(z.object({ id: Text(), first_name: Text(), last_name: Text() })),
  number_of_selected_collaborators: z.number().int(),
  number_of_collaborators_selected_participant: z.number().int(),
  number_of_collaborators_selected_friendly: z.number().int(),
  connectedness_score: z.number(),
  groups: z.array(ParticipantGroup),
  data: z.array(AssessmentScore),
  notes: z.array(Note),
});
export type ParticipantDetails = z.infer<typeof ParticipantDetails>;

export const ParticipantWithoutCollaborations = z.object({ id: Text(), first_name: Text(), last_name: Text() });
