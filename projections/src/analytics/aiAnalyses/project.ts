import type { RecordedEvent } from '@canopy/contracts';
import {
  AiAnalysisCompleted,
  AiAnalysisFailed,
  AiAnalysisRequested,
  AiAnalysisRestarted,
  AiAnalysisStarted,
} from '@canopy/contracts/analytics/aiEvents';
import { ParticipantsDeleted } from '@canopy/contracts/participants/events';
import { AnonymousTextAnswered, anonymousTextKey, AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { aiAnalysesSchema } from './schema.ts';

/** writes `analytics_ai` (schema.ts); every statement is safe to run twice */
export const aiAnalysesProjection = defineProjection({
  ...aiAnalysesSchema,
  handles: [
    AssessmentResponseSubmitted.type,
    AnonymousTextAnswered.type,
    ParticipantsDeleted.type,
    AiAnalysisRequested.type,
    AiAnalysisRestarted.type,
    AiAnalysisStarted.type,
    AiAnalysisFailed.type,
    AiAnalysisCompleted.type,
  ],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    for (const event of events) {
      switch (event.type) {
        case AssessmentResponseSubmitted.type: {
          const data = dataOf(AssessmentResponseSubmitted, event);
          // texts read null once the participant is erased: nothing is kept then
          const texts = Object.entries(data.texts ?? {}).filter(([, text]) => text.trim() !== '');
          if (texts.length === 0) break;
          await client.query(
            `insert into comments (source, workspace_id, package_id, cycle_id, assessment_id, question_id, participant_id, language, text, day)
             select $1 || '/' || q, $2, $3, $4, $5, q, $6, $7, t, $8::date from unnest($9::text[], $10::text[]) as x(q, t)
             on conflict (source) do nothing`,
            [
              event.eventId,
              data.workspace_id,
              data.package_id,
              data.cycle_id,
              data.assessment_id,
              data.participant_id,
              data.language ?? null,
              data.submitted_at.slice(0, 10),
              texts.map(([question]) => question),
              texts.map(([, text]) => text),
            ],
          );
          break;
        }
        case AnonymousTextAnswered.type: {
          const data = dataOf(AnonymousTextAnswered, event);
          if (data.text.trim() === '') break;
          await client.query(
            `insert into comments (source, workspace_id, package_id, cycle_id, assessment_id, question_id, participant_id, language, text, day)
             values ($1, $2, $3, $4, $5, $6, null, $7, $8, $9) on conflict (source) do nothing`,
            [
              // the text's own random id, not the event's (time-ordered, next to its submission's: ADR 0148)
              anonymousTextKey(data, event.eventId),
              data.workspace_id,
              data.package_id,
              data.cycle_id,
              data.assessment_id,
              data.question_id,
              data.language ?? null,
              data.text,
              data.answered_on,
            ],
          );
          break;
        }
        case ParticipantsDeleted.type: {
          const data = dataOf(ParticipantsDeleted, event);
          await client.query('delete from comments where participant_id = any($1::text[])', [data.participant_ids]);
          break;
        }
        case AiAnalysisRequested.type: {
          const data = dataOf(AiAnalysisRequested, event);
          await client.query(
            `insert into runs (run_id, workspace_id, team_id, package_id, cycle_id, link_id, is_forever, period_start, period_end, trigger, status,
                               requested_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'queued', $11, $11) on conflict (run_id) do nothing`,
            [
              data.run_id,
              data.workspace_id,
              data.team_id,
              data.package_id,
              data.cycle_id,
              data.link_id,
              data.is_forever,
              data.period_start,
              data.period_end,
              data.trigger,
              data.requested_at,
            ],
          );
          break;
        }
        case AiAnalysisRestarted.type: {
          const data = dataOf(AiAnalysisRestarted, event);
          await client.query(`update runs set status = 'queued', reason = null, updated_at = $2 where run_id = $1`, [data.run_id, data.at]);
          break;
        }
        case AiAnalysisStarted.type: {
          const data = dataOf(AiAnalysisStarted, event);
          await client.query(
            `update runs set status = 'running', reason = null, attempts = greatest(attempts, $2), updated_at = $3 where run_id = $1`,
            [data.run_id, data.attempt, data.at],
          );
          break;
        }
        case AiAnalysisFailed.type: {
          const data = dataOf(AiAnalysisFailed, event);
          // a failure that will be retried shows the run queued again, with the reason of the last try
          await client.query(`update runs set status = $2, reason = $3, updated_at = $4 where run_id = $1`, [
            data.run_id,
            data.will_retry ? 'queued' : 'failed',
            data.reason,
            data.at,
          ]);
          break;
        }
        case AiAnalysisCompleted.type: {
          const data = dataOf(AiAnalysisCompleted, event);
          await client.query(
            `update runs set status = 'done', reason = null, analyser = $2, period_end = coalesce(period_end, $3), updated_at = $4 where run_id = $1`,
            [data.run_id, data.analyser, data.period_end, data.at],
          );
          await client.query('delete from results where run_id = $1', [data.run_id]);
          if (data.results.length > 0)
            await client.query(
              `insert into results (run_id, assessment_id, question_id, group_id, language, result)
               select $1, r->>'assessment_id', r->>'question_id', r->>'group_id', r->>'language', r from jsonb_array_elements($2::jsonb) as r`,
              [data.run_id, JSON.stringify(data.results)],
            );
          break;
        }
      }
    }
  },
});
