import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';
import { type AggregateQuery, answersIn, conditionsOf } from './read.ts';

// A door to `analytics_answers` (ADR 0028) for driver analysis (ADR 0043): each respondent's own score per
// question, under the same filters as the charts and in the released cells only (ADR 0056). Only the service's correlations ever leave with them.

/** a respondent's mean scored answer to one question over the answers the filters keep (passes left out) */
export const RespondentValueRow = z.object({ participant_id: z.string(), question_id: z.string(), value: z.number() });
export type RespondentValueRow = z.infer<typeof RespondentValueRow>;

export type RespondentQuery = Omit<AggregateQuery, 'byGroup' | 'byCycle' | 'byQuestion'>;

export const createRespondentsReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    values: (query: RespondentQuery): Promise<readonly RespondentValueRow[]> =>
      db.any(sql.type(RespondentValueRow)`
        select a.participant_id, a.question_id, avg(a.value)::float8 as value
          from ${answersIn({ ...query, byGroup: false, byCycle: false, byQuestion: true })}
         where ${sql.join(conditionsOf({ ...query, byGroup: false, byCycle: false, byQuestion: true }), sql.fragment` and `)}
           and a.value > 0
         group by 1, 2`),
  };
};

export type RespondentsReader = ReturnType<typeof createRespondentsReader>;
