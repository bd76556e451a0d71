import { ParticipantsDeleted } from '@canopy/contracts/participants/events';
import { AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import { handlerProjection, on } from '../../handlers.ts';
import { participationSchema } from './schema.ts';

/** writes `survey_participation` (schema.ts); every statement is safe to run twice, as a redelivered batch does */
export const participationProjection = handlerProjection(participationSchema, [
  on(AssessmentResponseSubmitted, async (client, data) => {
    await client.query(
      `insert into responses (cycle_id, participant_id, assessment_id, package_id, workspace_id, assessment_version, submitted_at)
       select $1, $2, $3, $4, $5, $6, $7 where not exists (select 1 from erased where participant_id = $2)
       on conflict do nothing`,
      [
        data.cycle_id,
        data.participant_id,
        data.assessment_id,
        data.package_id,
        data.workspace_id,
        data.assessment_version,
        data.submitted_at,
      ],
    );
  }),
  on(ParticipantsDeleted, async (client, data) => {
    await client.query('delete from responses where participant_id = any($1)', [data.participant_ids]);
    // a submission accepted just before the deletion may be projected after it: it must not bring them back
    await client.query('insert into erased (participant_id) select unnest($1::text[]) on conflict do nothing', [data.participant_ids]);
  }),
]);
