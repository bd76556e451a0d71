import type { RecordedEvent } from '@canopy/contracts';
import { scoreOfPosition } from '@canopy/contracts/survey/answerValue';
import { ParticipantsDeleted } from '@canopy/contracts/participants/events';
import { AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { collaborationSchema } from './schema.ts';

/** the mean score of the scored, not passed answers (answerValue.ts: reversed ones count 6 - position), and the answer type they share (the first one's) */
export const scoreOf = (answers: ReadonlyArray<{ answer_type: string; value: number | null; passed: boolean }>) => {
  const scored = answers.flatMap((answer) => {
    const score = answer.passed ? null : scoreOfPosition(answer.answer_type, answer.value);
    return score ? [{ ...answer, score }] : [];
  });
  const average = scored.length === 0 ? null : scored.reduce((sum, answer) => sum + answer.score, 0) / scored.length;
  return { average, answer_type: scored[0]?.answer_type ?? answers[0]?.answer_type ?? null };
};

/**
 * `collaboration.choices`: one row per collaborator a respondent chose in a submission, with its type (default,
 * manager, friendly); choosing oneself is dropped. `collaboration.scores`: one row per submission, its mean score.
 * A submission is recorded once per participant, assessment and cycle, so replays insert nothing twice.
 * A deleted participant leaves the map: their choices, either way, are removed (ADR 0091), so the map's one graph
 * statement names nobody who is no longer on the roster.
 */
export const collaborationProjection = defineProjection({
  ...collaborationSchema,
  handles: [AssessmentResponseSubmitted.type, ParticipantsDeleted.type],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    for (const event of events) {
      if (event.type === ParticipantsDeleted.type) {
        const { workspace_id, participant_ids } = dataOf(ParticipantsDeleted, event);
        await client.query(`delete from choices where workspace_id = $1 and (source_id = any($2::text[]) or target_id = any($2::text[]))`, [
          workspace_id,
          participant_ids,
        ]);
        continue;
      }
      const data = dataOf(AssessmentResponseSubmitted, event);
      const choices = data.collaboration.filter((choice) => choice.collaborator_id !== data.participant_id);
      if (choices.length > 0) {
        await client.query(
          `insert into choices (workspace_id, package_id, cycle_id, assessment_id, source_id, target_id, collaboration_type, submitted_at)
           select $1, $2, $3, $4, $5, target, kind, $8 from unnest($6::text[], $7::text[]) as chosen(target, kind)
           on conflict do nothing`,
          [
            data.workspace_id,
            data.package_id,
            data.cycle_id,
            data.assessment_id,
            data.participant_id,
            choices.map((choice) => choice.collaborator_id),
            choices.map((choice) => choice.collaboration_type),
            data.submitted_at,
          ],
        );
      }
      const score = scoreOf(data.answers);
      if (score.answer_type !== null) {
        await client.query(
          `insert into scores (workspace_id, participant_id, package_id, cycle_id, assessment_id, answer_type, average, submitted_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
          [
            data.workspace_id,
            data.participant_id,
            data.package_id,
            data.cycle_id,
            data.assessment_id,
            score.answer_type,
            score.average,
            data.submitted_at,
          ],
        );
      }
    }
  },
});
