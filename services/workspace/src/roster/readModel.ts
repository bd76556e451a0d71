import type {
  AddSource,
  Group,
  GroupOrigin,
  ListParticipantsRequest,
  Participant,
  ParticipantListPage,
} from '@canopy/contracts/participants/api';
import { withTransaction } from '@canopy/platform/db/transaction';
import type pg from 'pg';
import type { z } from 'zod';
import { isoOrUnset } from './recordDates.ts';

// Queries over the `participants` projection (projections/src/workspace/participants.ts) for the
// participants page and the groups panel.

/** a list request as the contract parsed it (defaults filled in) */
export type ListQuery = z.output<typeof ListParticipantsRequest>;

type ParticipantRow = Omit<Participant, 'hiring_date' | 'birth_date' | 'all_count'> & { hiring_date: Date | null; birth_date: Date | null };

/** a participant as the API shows it, its groups (by name) gathered in the same statement */
const COLUMNS = `p.id, p.first_name, p.last_name, p.email, p.phone_code, p.phone, p.payroll_id, p.hiring_date, p.birth_date, p.ethnicity, p.gender,
  p.workspace_id, p.is_active, p.work_location_name, p.work_location_city, p.work_location_state, p.work_location_country, p.pay_group,
  p.job, p.department, p.segment, p.home_base, p.add_source,
  (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'origin', g.origin, 'origin_source', g.origin_source) order by lower(g.name), g.id), '[]')
     from participants.memberships m join participants.groups g on g.id = m.group_id
    where m.participant_id = p.id) as groups`;

/** a search of fewer characters does not filter */
export const MIN_SEARCH_LENGTH = 3;
/** up to this many matches a filtered page sorts them in memory; beyond, it walks the sort's index */
const SORTED_MATCHES = 20_000;

/** `%text%` for LIKE, the text's own % _ and \ taken literally */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Sort keys of the participants table, one per sortable column. `name` is first name then last name, case-insensitive (the
 * stored `name_key`, indexed with the workspace and the id); `credentials` is what the column shows first
 * (e-mail, else phone, else payroll id); unset start dates and participants without a group come last
 * both ways. The id breaks ties, so pages never overlap. No sort asked (the table's third click): newest first.
 */
type SortKeys = { keys: string[]; nullsLast: boolean; direction: 'asc' | 'desc' };
const SORT_KEYS: Record<NonNullable<ListQuery['sortType']>, Omit<SortKeys, 'direction'>> = {
  name: { keys: ['p.name_key'], nullsLast: false },
  credentials: { keys: ["lower(coalesce(nullif(p.email, ''), nullif(p.phone_code || p.phone, ''), p.payroll_id))"], nullsLast: false },
  hiring_date: { keys: ['p.hiring_date'], nullsLast: true },
  group_name: {
    keys: ['(select min(lower(g.name)) from participants.memberships m join participants.groups g on g.id = m.group_id where m.participant_id = p.id)'],
    nullsLast: true,
  },
};
const sortOf = (query: ListQuery): SortKeys =>
  query.sortType ? { ...SORT_KEYS[query.sortType], direction: query.sortBy === 'DESC' ? 'desc' : 'asc' } : { keys: ['p.seq'], nullsLast: false, direction: 'desc' };

/** `order by` over the sort keys as written (`alias` null) or as columns k0, k1... of a derived table */
const orderBy = (sort: SortKeys, alias: string | null) => {
  const keys = sort.keys.map((key, index) => (alias === null ? key : `${alias}.k${index}`));
  const nulls = sort.nullsLast ? ' nulls last' : '';
  return [...keys.map((key) => `${key} ${sort.direction}${nulls}`), `${alias ?? 'p'}.id ${sort.direction}`].join(', ');
};

const toParticipant = (row: ParticipantRow): Participant => ({
  ...row,
  add_source: row.add_source as AddSource,
  hiring_date: isoOrUnset(row.hiring_date),
  birth_date: isoOrUnset(row.birth_date),
});

type GroupRow = Omit<Group, 'participants' | 'participants_count'>;
type MemberRow = { group_id: string; id: string; first_name: string; last_name: string; add_source: AddSource };

export const createRosterReadModel = (pool: pg.Pool, options: { sortedMatches?: number } = {}) => {
  const sortedMatches = options.sortedMatches ?? SORTED_MATCHES;

  /**
   * A query planned without sequential scans. The planner prices the search index by the workspace key's
   * whole posting list as well as the trigram's, so for a workspace of 100,000 it often prefers reading
   * every row (66 ms) to the bitmap scan of the matches (8 ms); the matches of a small workspace are read
   * through the index anyway.
   */
  const withIndexPlan = <R extends pg.QueryResultRow>(sql: string, params: unknown[]) =>
    withTransaction(pool, async (client) => {
      await client.query('set transaction read only; set local enable_seqscan = off');
      return client.query<R>(sql, params);
    });
  const groupsWithMembers = async (rows: GroupRow[]): Promise<Group[]> => {
    const members = await pool.query<MemberRow>(
      `select m.group_id, p.id, p.first_name, p.last_name, p.add_source
         from participants.memberships m join participants.participants p on p.id = m.participant_id
        where m.group_id = any($1::text[])
        order by p.name_key, p.id`,
      [rows.map((row) => row.id)],
    );
    const byGroup = new Map<string, Group['participants']>();
    for (const { group_id, ...member } of members.rows) {
      const participants = byGroup.get(group_id);
      if (participants) participants.push(member);
      else byGroup.set(group_id, [member]);
    }
    return rows.map((row) => {
      const participants = byGroup.get(row.id) ?? [];
      return { ...row, origin: row.origin as GroupOrigin, participants, participants_count: participants.length };
    });
  };

  const GROUP_COLUMNS = 'g.id, g.name, g.description, g.workspace_id, g.origin, g.origin_source, g.check_for_deletion';

  return {
    /** the workspace each of these participants belongs to (unknown ids are absent) */
    async workspacesOfParticipants(ids: readonly string[]): Promise<Map<string, string>> {
      const result = await pool.query<{ id: string; workspace_id: string }>('select id, workspace_id from participants.participants where id = any($1::text[])', [ids]);
      return new Map(result.rows.map((row) => [row.id, row.workspace_id]));
    },

    async workspaceOfGroup(id: string): Promise<string | null> {
      const result = await pool.query<{ workspace_id: string }>('select workspace_id from participants.groups where id = $1', [id]);
      return result.rows[0]?.workspace_id ?? null;
    },

    /** these participants as the API shows them, in the order asked (unknown ids are left out) */
    async participants(ids: readonly string[]): Promise<Participant[]> {
      const result = await pool.query<ParticipantRow>(`select ${COLUMNS} from participants.participants p where p.id = any($1::text[])`, [ids]);
      const byId = new Map(result.rows.map((row) => [row.id, toParticipant(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** a page of the participants table: the matching count and the rows asked, each with its groups */
    async page(query: ListQuery): Promise<ParticipantListPage> {
      const params: unknown[] = [query.workspace_id];
      const where = ['p.workspace_id = $1'];
      const search = query.searchString.trim();
      if ([...search].length >= MIN_SEARCH_LENGTH) {
        params.push(containing(search));
        where.push(`p.search like lower($${params.length})`);
      }
      if (query.group_id !== undefined) {
        params.push(query.group_id);
        where.push(`exists (select 1 from participants.memberships m where m.group_id = $${params.length} and m.participant_id = p.id)`);
      }
      const sort = sortOf(query);
      const paging = query.isAll ? '' : ` limit ${query.limit} offset ${query.offset}`;
      const countOf = (result: pg.QueryResult<{ n: string }>) => Number(result.rows[0]?.n ?? 0);

      const filter = where.join(' and ');
      /** the page in sort order through the sort's index when it has one (name, newest), stopping after the page */
      const walk = () => pool.query<ParticipantRow>(`select ${COLUMNS} from participants.participants p where ${filter} order by ${orderBy(sort, null)}${paging}`, params);
      const count = () => pool.query<{ n: string }>(`select count(*) as n from participants.participants p where ${filter}`, params);

      let rows: ParticipantRow[];
      let allCount: number;
      if (where.length === 1) {
        // the whole workspace: the projection keeps its count
        const [page, total] = await Promise.all([walk(), pool.query<{ n: string }>('select participants_count as n from participants.rosters where workspace_id = $1', [query.workspace_id])]);
        rows = page.rows;
        allCount = countOf(total);
      } else {
        // Filtered: read the matches once (trigram index, then the heap to recheck them), count them and sort
        // them top-N. Walking the name index until 100 rows match reads most of the workspace when the matches
        // sit late in the alphabet ('sus'), while counting costs this read anyway. Past SORTED_MATCHES matches
        // (a search like '+44' or 'gma' matching nearly everyone) the sort costs more than the walk, which
        // then finds its rows at once: walk the index and count apart.
        const keys = sort.keys.map((key, index) => `${key} as k${index}`).join(', ');
        const sorted = await withIndexPlan<ParticipantRow & { all_count: string }>(
          `with matches as materialized (select p.id, ${keys} from participants.participants p where ${filter} limit ${sortedMatches + 1}),
                page as (select * from matches order by ${orderBy(sort, 'matches')}${paging})
           select (select count(*) from matches) as all_count, ${COLUMNS}
             from page join participants.participants p on p.id = page.id
            order by ${orderBy(sort, 'page')}`,
          params,
        );
        const matched = sorted.rows[0] ? Number(sorted.rows[0].all_count) : null;
        if (matched !== null && matched <= sortedMatches) {
          rows = sorted.rows.map(({ all_count: _count, ...row }) => row);
          allCount = matched;
        } else {
          // many matches, or a page past the last one
          const [page, total] = await Promise.all([walk(), count()]);
          rows = page.rows;
          allCount = countOf(total);
        }
      }
      const participants = rows.map(toParticipant);
      if (participants[0]) participants[0] = { ...participants[0], all_count: allCount };
      const offset = query.isAll ? 0 : query.offset;
      const nextOffset = offset + participants.length;
      return { participants, all_count: allCount, has_more: nextOffset < allCount, next_offset: nextOffset, next_limit: query.limit };
    },

    /** the workspace's groups (those made from one field when `originSource` is given), each with its members */
    async groups(workspaceId: string, originSource?: string): Promise<Group[]> {
      const result = await pool.query<GroupRow>(
        `select ${GROUP_COLUMNS} from participants.groups g where g.workspace_id = $1 ${originSource === undefined ? '' : 'and g.origin_source = $2'} order by lower(g.name), g.id`,
        originSource === undefined ? [workspaceId] : [workspaceId, originSource],
      );
      return groupsWithMembers(result.rows);
    },

    async group(id: string): Promise<Group | null> {
      const result = await pool.query<GroupRow>(`select ${GROUP_COLUMNS} from participants.groups g where g.id = $1`, [id]);
      return (await groupsWithMembers(result.rows))[0] ?? null;
    },

    /** the distinct non-empty origin sources of the workspace's groups */
    async originSources(workspaceId: string): Promise<string[]> {
      const result = await pool.query<{ origin_source: string }>(
        "select distinct origin_source from participants.groups where workspace_id = $1 and origin_source <> '' order by origin_source",
        [workspaceId],
      );
      return result.rows.map((row) => row.origin_source);
    },

    /** of these origin sources, those with at least one group that has participants (ADR 0011) */
    async answeredOriginSources(workspaceId: string, sources: readonly string[]): Promise<string[]> {
      const result = await pool.query<{ origin_source: string }>(
        `select distinct g.origin_source from participants.groups g
          where g.workspace_id = $1 and g.origin_source = any($2::text[]) and g.origin_source <> ''
            and exists (select 1 from participants.memberships m where m.group_id = g.id)
          order by g.origin_source`,
        [workspaceId, sources],
      );
      return result.rows.map((row) => row.origin_source);
    },
  };
};

export type RosterReadModel = ReturnType<typeof createRosterReadModel>;
