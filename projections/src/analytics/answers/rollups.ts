/**
 * The rollups of `scores` (ADR 0049), kept by the same statements that write or erase `scores` rows, so they
 * always hold exactly what those rows add up to. The statement starts with a CTE `changed` of the `scores` rows
 * inserted (sign 1) or deleted (sign -1), with their workspace_id, assessment_id, cycle_id, participant_id,
 * answered_at, group_ids, counts and passes; each row counts for each of its groups and for everyone (group '').
 */
const VALUES = Array.from({ length: 10 }, (_, index) => index + 1);
const COLUMNS = VALUES.map((value) => `c${value}`).join(', ');
// a delete adds negative amounts, so one upsert serves both directions
const ADDED = ['respondents', 'passes', ...VALUES.map((value) => `c${value}`)]
  .map((column) => `${column} = t.${column} + excluded.${column}`)
  .join(', ');

/** what follows `with changed as (...)`: the rollups per group and everyone, per cycle and UTC day, and over all time */
export const rollupsAfter = (sign: 1 | -1) => {
  const signed = (expression: string) => (sign === 1 ? expression : `-(${expression})`);
  const people =
    sign === 1
      ? `insert into group_respondents (workspace_id, assessment_id, group_id, participant_id)
         select distinct workspace_id, assessment_id, group_id, participant_id from per_group
         on conflict do nothing returning workspace_id, assessment_id, group_id`
      : `delete from group_respondents r using (select distinct workspace_id, assessment_id, participant_id from changed) x
          where r.workspace_id = x.workspace_id and r.assessment_id = x.assessment_id and r.participant_id = x.participant_id
         returning r.workspace_id, r.assessment_id, r.group_id`;
  return `, per_group as (
      select c.*, g.group_id from changed c cross join lateral unnest(array_append(c.group_ids, ''::text)) as g(group_id)
    ), days as (
      insert into group_cycle_days as t (workspace_id, assessment_id, group_id, cycle_id, day, respondents, passes, ${COLUMNS})
      select workspace_id, assessment_id, group_id, cycle_id, (answered_at at time zone 'UTC')::date,
             ${signed('count(*)::int')}, ${signed('sum(passes)::int')}, ${VALUES.map((value) => signed(`sum(counts[${value}])::int`)).join(', ')}
        from per_group group by 1, 2, 3, 4, 5
      on conflict (workspace_id, assessment_id, cycle_id, group_id, day) do update set ${ADDED}
    ), people as (${people}
    ), counted as (
      select workspace_id, assessment_id, group_id, sum(passes)::int as passes,
             ${VALUES.map((value) => `sum(counts[${value}])::int as c${value}`).join(', ')}
        from per_group group by 1, 2, 3
    ), heads as (
      select workspace_id, assessment_id, group_id, count(*)::int as respondents from people group by 1, 2, 3
    )
    insert into group_totals as t (workspace_id, assessment_id, group_id, respondents, passes, ${COLUMNS})
    select c.workspace_id, c.assessment_id, c.group_id, ${signed('coalesce(h.respondents, 0)')}, ${signed('c.passes')},
           ${VALUES.map((value) => signed(`c.c${value}`)).join(', ')}
      from counted c left join heads h using (workspace_id, assessment_id, group_id)
    on conflict (workspace_id, assessment_id, group_id) do update set ${ADDED}`;
};

export const SCORES_COLUMNS = 'workspace_id, assessment_id, cycle_id, participant_id, answered_at, group_ids, counts, passes';
