import { admit, type Cell, type Verdict, verdict } from './atoms.ts';
import { candidatesOf } from './candidates.ts';

/**
 * The release rule for the AI analysis's comment populations (ADR 0130, the rule of ADR 0128 at the open-answer
 * minimum). One question's comments in one language of one run are the answers; a comment's cell is its commenter's
 * set of groups at the answer (none for an anonymous answer, which no group holds). The populations are admitted as
 * the charts' are, coarsest first: everyone, the workspace's classification, the other groups, each level larger
 * first; a group is analysed only when it is a union of the atoms, each of 0 or at least `minimum` comments. Within
 * one cycle a person answers a question once, so comments are commenters. Two groups that differ by fewer than the
 * minimum comments never both hold an analysis: the smaller gives way ('apart').
 */

export type Commented = { group_ids?: readonly string[] };
/** a group comments can be cut by: `classification` when it is one of the workspace's classification (default) */
export type CommentGroup = { id: string; classification: boolean };

/** each group's verdict over one question's comments in one language */
export const commentVerdicts = (comments: readonly Commented[], groups: readonly CommentGroup[], minimum: number): Map<string, Verdict> => {
  const index = new Map(groups.map((group, at) => [group.id, at]));
  const bySet = new Map<string, Cell>();
  for (const comment of comments) {
    const held = [...new Set((comment.group_ids ?? []).flatMap((id) => (index.has(id) ? [index.get(id)!] : [])))].sort((a, b) => a - b);
    const key = held.join(',');
    const cell = bySet.get(key) ?? { cycle: 0, groups: held, bucket: 0, answered: 0, passes: 0 };
    cell.answered += 1;
    bySet.set(key, cell);
  }
  const cells = [...bySet.values()];
  const dimensions = {
    cycles: 1,
    classification: groups.flatMap((group, at) => (group.classification ? [at] : [])),
    others: groups.flatMap((group, at) => (group.classification ? [] : [at])),
    ranges: [],
  };
  const { atoms } = admit(cells, candidatesOf(cells, dimensions), minimum);
  return new Map(groups.map((group, at) => [group.id, verdict(cells, atoms, (cell) => cell.groups.includes(at), minimum)] as const));
};
