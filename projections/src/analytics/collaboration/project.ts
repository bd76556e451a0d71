import type { RecordedEvent } from '@canopy/contracts';
import { ParticipantsDeleted } from '@canopy/contracts/participants/events';
import { AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { collaborationSchema } from './schema.ts';

/**
 * `collaboration.choices`: one row per collaborator a respondent chose in a submission, with its type (default,
 * manager, friendly); choosing oneself is dropped. A submission is recorded once per participant, assessment and
 * cycle, so replays insert nothing twice. Scores are not kept here: participant details read them from
 * `analytics_answers` (ADR 0085).
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
    }
  },
});
