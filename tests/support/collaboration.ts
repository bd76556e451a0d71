import { randomUUID } from 'node:crypto';
import { AssessmentResponseSubmitted, responseStream } from '@canopy/contracts/survey/responseEvents';
import { type CollaborationMap, CollaborationMapAnswer, MAP_COLUMNS_MEDIA_TYPE } from '@canopy/contracts/analytics/collaboration';
import type { Runtime } from '@canopy/gateway';
import type { apiClient } from './identity.ts';

// Collaboration answers appended straight to the event log, as the respondent's answer command writes them:
// one AssessmentResponseSubmitted per respondent on their own response stream, then the projection awaited.

export type Choice = [source: string, target: string, type?: 'default' | 'manager' | 'friendly'];

export const collaborationContracts = [AssessmentResponseSubmitted] as const;

export const seedChoices = async (
  runtime: Pick<Runtime, 'platform' | 'deps'>,
  scope: {
    workspaceId: string;
    teamId?: string;
    assessmentId?: string;
    packageId?: string;
    submittedAt?: string;
    answers?: Array<{ value: number }>;
  },
  choices: readonly Choice[],
) => {
  const packageId = scope.packageId ?? 'package-collaboration';
  const cycleId = randomUUID();
  const bySource = new Map<string, Choice[]>();
  for (const choice of choices) bySource.set(choice[0], [...(bySource.get(choice[0]) ?? []), choice]);
  let position = null;
  for (const [source, chosen] of bySource) {
    const submittedAt = scope.submittedAt ?? new Date().toISOString();
    const result = await runtime.platform.log.append(
      responseStream(packageId, source, cycleId),
      [
        {
          type: AssessmentResponseSubmitted.type,
          data: {
            package_id: packageId,
            workspace_id: scope.workspaceId,
            team_id: scope.teamId ?? 'team',
            cycle_id: cycleId,
            link_id: 'link',
            participant_id: source,
            assessment_id: scope.assessmentId ?? 'assessment-collaboration',
            assessment_version: 1,
            answers: (scope.answers ?? []).map((answer, index) => ({
              question_id: `q${index}`,
              answer_type: 'one_to_five',
              value: answer.value,
              passed: false,
            })),
            collaboration: chosen.map(([, target, type]) => ({ collaborator_id: target, collaboration_type: type ?? 'default' })),
            texts: {},
            identified_by: 'credential',
            submitted_at: submittedAt,
          },
        },
      ],
      {
        expectedRevision: 'no_stream',
        context: {
          teamId: scope.teamId ?? 'team',
          workspaceId: scope.workspaceId,
          actor: source,
          correlationId: randomUUID(),
          now: new Date(),
        },
      },
    );
    position = result.position;
  }
  if (position !== null && !(await runtime.deps.waiter.waitFor(position, ['collaboration'], 20_000)))
    throw new Error('the collaboration read model did not catch up');
};

/**
 * the workspace's map under the filters, as the page asks for it, failing loudly on anything but 200: the wire answer
 * (edges as columns, ADR 0100) checked and decoded, and the map it gives checked too (the server does not check it)
 */
export const readMap = async (
  api: ReturnType<typeof apiClient>,
  token: string,
  workspaceId: string,
  filters: Record<string, unknown> = {},
): Promise<CollaborationMap> => {
  const answer = await api.call('POST', `/collaborations/by-workspace/${workspaceId}`, {
    token,
    json: filters,
    headers: { accept: MAP_COLUMNS_MEDIA_TYPE },
  });
  if (answer.status !== 200) throw new Error(`the map failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return CollaborationMapAnswer.parse(answer.body);
};

/** every tie of an undirected graph (nodes named 0..n-1) as a mutual choice between the people at those indexes */
export const mutualChoices = (
  graph: { mapEdges<T>(map: (edge: string, attributes: unknown, source: string, target: string) => T): T[] },
  ids: readonly string[],
): Choice[] =>
  graph
    .mapEdges((_edge, _attributes, source, target) => [
      [ids[Number(source)]!, ids[Number(target)]!] as Choice,
      [ids[Number(target)]!, ids[Number(source)]!] as Choice,
    ])
    .flat();
