// The collaboration graph of ADR 0044 from a workspace's choices, computed in memory (ADR 0100): the in-degree over
// distinct choosers, the percentile rank (cume_dist) of the in-degree, the normalised in-degree centrality
// in(v) / (n - 1) and the density m / (n (n - 1)) of the directed graph. The workspace's choices are read once per
// position of the read model and kept by the caller; each filter is then a pass over them (a few ms at 20,000
// choices) rather than a statement of ~100 ms that grouped, joined and sorted them again for every new filter.

/** which choices count: the workspace's, of these assessments (null: all), in [from, to), between these people (null: all) */
export type GraphScope = {
  workspaceId: string;
  assessmentIds: readonly string[] | null;
  from: Date | null;
  to: Date | null;
  participantIds: readonly string[] | null;
};

export type GraphNode = {
  id: string;
  /** distinct people who chose them as a (default or manager) collaborator */
  in_degree: number;
  /** distinct people they chose as a (default or manager) collaborator */
  out_degree: number;
  /** distinct people they chose as a friendly collaborator */
  friendly_out: number;
  /** they submitted at least one choice in scope */
  answered: boolean;
  percentile: number;
  connectedness: number;
};

/** one ordered pair: what `source` chose `target` as, and whether `target` chose `source` back */
export type GraphEdge = {
  source: string;
  target: string;
  collab: boolean;
  manager: boolean;
  friendly: boolean;
  back_collab: boolean;
  back_friendly: boolean;
};

export type Graph = { nodes: GraphNode[]; edges: GraphEdge[]; nodes_count: number; edges_count: number; density: number };

/** a choice's kind: a manager, a friendly collaborator, or any other kind (a default collaborator) */
export const CHOICE_KIND = { default: 0, manager: 1, friendly: 2 } as const;

/** every choice of one workspace, one column per field (what the reader reads in one statement) */
export type WorkspaceChoices = {
  source: readonly string[];
  target: readonly string[];
  kind: readonly number[];
  assessment: readonly string[];
  /** when it was submitted, in ms since the epoch, rounded down (from and to are whole ms: the comparisons hold) */
  at: readonly number[];
};

/**
 * the choices with each person as an index into `ids` (in id order), made once per read of the choices: a filter's
 * pass then works on numbers, and its nodes and edges come out in id order without sorting strings
 */
export type IndexedChoices = {
  ids: readonly string[];
  source: Int32Array;
  target: Int32Array;
  kind: Uint8Array;
  assessment: readonly string[];
  at: Float64Array;
};

export const indexChoices = (choices: WorkspaceChoices): IndexedChoices => {
  const ids = [...new Set([...choices.source, ...choices.target])].sort();
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  const count = choices.source.length;
  const indexed: IndexedChoices = {
    ids,
    source: new Int32Array(count),
    target: new Int32Array(count),
    kind: Uint8Array.from(choices.kind),
    assessment: choices.assessment,
    at: Float64Array.from(choices.at),
  };
  for (let i = 0; i < count; i++) {
    indexed.source[i] = indexOf.get(choices.source[i] as string) as number;
    indexed.target[i] = indexOf.get(choices.target[i] as string) as number;
  }
  return indexed;
};

const COLLAB = 1;
const MANAGER = 2;
const FRIENDLY = 4;

/** the graph of the choices in scope with each node's metrics; nodes and edges in id order */
export const graphOf = (choices: IndexedChoices, scope: Omit<GraphScope, 'workspaceId'>): Graph => {
  const { ids, source, target, kind, assessment, at } = choices;
  const size = ids.length;
  const assessments = scope.assessmentIds === null ? null : new Set(scope.assessmentIds);
  let people: Uint8Array | null = null;
  if (scope.participantIds !== null) {
    const wanted = new Set(scope.participantIds);
    people = new Uint8Array(size);
    ids.forEach((id, index) => {
      if (wanted.has(id)) (people as Uint8Array)[index] = 1;
    });
  }
  const from = scope.from?.getTime() ?? Number.NEGATIVE_INFINITY;
  const to = scope.to?.getTime() ?? Number.POSITIVE_INFINITY;

  // each ordered pair once (keyed source * size + target), with what it was chosen as in any choice in scope
  const pairs = new Map<number, number>();
  for (let i = 0; i < source.length; i++) {
    const time = at[i] as number;
    if (time < from || time >= to) continue;
    if (assessments !== null && !assessments.has(assessment[i] as string)) continue;
    const chooser = source[i] as number;
    const chosen = target[i] as number;
    if (people !== null && !(people[chooser] && people[chosen])) continue;
    const code = kind[i];
    const flags = code === CHOICE_KIND.friendly ? FRIENDLY : code === CHOICE_KIND.manager ? COLLAB | MANAGER : COLLAB;
    const key = chooser * size + chosen;
    pairs.set(key, (pairs.get(key) ?? 0) | flags);
  }

  const onMap = new Uint8Array(size);
  const answered = new Uint8Array(size);
  const inDegree = new Int32Array(size);
  const outDegree = new Int32Array(size);
  const friendlyOut = new Int32Array(size);
  const keys = Float64Array.from(pairs.keys()).sort();
  const edges: GraphEdge[] = new Array(keys.length);
  let collaborations = 0;
  keys.forEach((key, index) => {
    const flags = pairs.get(key) as number;
    const chosen = key % size;
    const chooser = (key - chosen) / size;
    const back = pairs.get(chosen * size + chooser) ?? 0;
    onMap[chooser] = 1;
    onMap[chosen] = 1;
    answered[chooser] = 1;
    if (flags & COLLAB) {
      collaborations++;
      outDegree[chooser] = (outDegree[chooser] as number) + 1;
      inDegree[chosen] = (inDegree[chosen] as number) + 1;
    }
    if (flags & FRIENDLY) friendlyOut[chooser] = (friendlyOut[chooser] as number) + 1;
    edges[index] = {
      source: ids[chooser] as string,
      target: ids[chosen] as string,
      collab: (flags & COLLAB) !== 0,
      manager: (flags & MANAGER) !== 0,
      friendly: (flags & FRIENDLY) !== 0,
      back_collab: (back & COLLAB) !== 0,
      back_friendly: (back & FRIENDLY) !== 0,
    };
  });

  const present: number[] = [];
  for (let index = 0; index < size; index++) if (onMap[index]) present.push(index);
  const n = present.length;
  // cume_dist over the in-degree: the share of the people whose in-degree is at most this one's
  const atMost = new Map<number, number>();
  for (const index of present) atMost.set(inDegree[index] as number, (atMost.get(inDegree[index] as number) ?? 0) + 1);
  let running = 0;
  for (const value of [...atMost.keys()].sort((a, b) => a - b)) {
    running += atMost.get(value) as number;
    atMost.set(value, running);
  }
  const nodes: GraphNode[] = present.map((index) => {
    const in_degree = inDegree[index] as number;
    return {
      id: ids[index] as string,
      in_degree,
      out_degree: outDegree[index] as number,
      friendly_out: friendlyOut[index] as number,
      answered: answered[index] === 1,
      percentile: Math.max(1, Math.ceil(100 * ((atMost.get(in_degree) as number) / n))),
      connectedness: n > 1 ? in_degree / (n - 1) : 0,
    };
  });
  return { nodes, edges, nodes_count: n, edges_count: collaborations, density: n > 1 ? collaborations / (n * (n - 1)) : 0 };
};
