import {
  AddSource,
  GroupOrigin,
  ParticipantGroup,
  UNSET_DATE,
  type CsvUploadResponse,
  type Group,
  type ListParticipantsRequest,
  type Participant,
  type ParticipantListPage,
} from '@canopy/contracts/participants/api';
import { withTransaction } from '@canopy/platform/db/transaction';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import pg from 'pg';
import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';

// The only door to `participants` (ADR 0028) for the participants page, the groups panel, the access rule
// and the HRIS sync. The roster's command state is read in `readState.ts`.

/** a list request as the contract parsed it (defaults filled in) */
export type ListQuery = z.output<typeof ListParticipantsRequest>;

/** a date of the read model as the API and the decider see it (null: not set, the zero date) */
export const isoOrUnset = (date: Date | null) => (date === null ? UNSET_DATE : date.toISOString());
const storedDate = z.date().nullable().transform(isoOrUnset);

/** a participant's fields as the table stores them, dates read back as the API writes them */
export const storedFieldsShape = {
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_code: z.string(),
  phone: z.string(),
  payroll_id: z.string(),
  hiring_date: storedDate,
  birth_date: storedDate,
  ethnicity: z.string(),
  gender: z.string(),
  work_location_name: z.string(),
  work_location_city: z.string(),
  work_location_state: z.string(),
  work_location_country: z.string(),
  pay_group: z.string(),
  job: z.string(),
  department: z.string(),
  segment: z.string(),
  home_base: z.string(),
};

/** a participant as the API shows it, its groups (by name) gathered in the same statement */
export const ParticipantRow = z.strictObject({
  id: z.string(),
  ...storedFieldsShape,
  workspace_id: z.string(),
  is_active: z.boolean(),
  add_source: AddSource,
  groups: z.array(ParticipantGroup),
});
/** count(*) is a bigint, which node-postgres reads as text */
const CountedParticipantRow = z.strictObject({ ...ParticipantRow.shape, all_count: z.coerce.number().int() });

const COLUMNS = sql.fragment`p.id, p.first_name, p.last_name, p.email, p.phone_code, p.phone, p.payroll_id, p.hiring_date, p.birth_date, p.ethnicity, p.gender,
  p.workspace_id, p.is_active, p.work_location_name, p.work_location_city, p.work_location_state, p.work_location_country, p.pay_group,
  p.job, p.department, p.segment, p.home_base, p.add_source,
  (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'origin', g.origin, 'origin_source', g.origin_source)
                            order by lower(g.name), g.id), '[]')
     from participants.memberships m join participants.groups g on g.id = m.group_id
    where m.participant_id = p.id) as groups`;

export const GroupRow = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  workspace_id: z.string(),
  origin: GroupOrigin,
  origin_source: z.string(),
  check_for_deletion: z.boolean(),
});
type GroupRow = z.infer<typeof GroupRow>;
const GROUP_COLUMNS = sql.fragment`g.id, g.name, g.description, g.workspace_id, g.origin, g.origin_source, g.check_for_deletion`;
const MemberRow = z.strictObject({
  group_id: z.string(),
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  add_source: AddSource,
});
const CountedGroupRow = z.strictObject({ ...GroupRow.shape, participants_count: z.number().int() });

/** an automatic participant as the HRIS sync compares it with the HR system */
export const AutomaticParticipantRow = z
  .strictObject({ id: z.string(), external_id: z.string(), is_active: z.boolean(), ...storedFieldsShape })
  .transform(({ id, external_id, is_active, ...fields }) => ({ participant_id: id, external_id, is_active, fields }));
export const AutomaticGroupRow = z
  .strictObject({ id: z.string(), name: z.string(), origin_source: z.string(), member_external_ids: z.array(z.string()) })
  .transform(({ id, ...group }) => ({ group_id: id, ...group }));

const Count = z.strictObject({ n: z.coerce.number().int() });
const IdAndWorkspace = z.strictObject({ id: z.string(), workspace_id: z.string() });
const WorkspaceId = z.strictObject({ workspace_id: z.string() });
const OriginSource = z.strictObject({ origin_source: z.string() });
const Id = z.strictObject({ id: z.string() });

/** a search of fewer characters does not filter: the participants page searches from its third character */
export const MIN_SEARCH_LENGTH = 3;
/** up to this many matches a filtered page sorts them in memory; beyond, it walks the sort's index */
const SORTED_MATCHES = 20_000;

/** `%text%` for LIKE, the text's own % _ and \ taken literally */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Sort keys of the participants table. `name` is first name then last name, case-insensitive (the
 * stored `name_key`, indexed with the workspace and the id); `credentials` is what the column shows first
 * (e-mail, else phone, else payroll id); unset start dates and participants without a group come last
 * both ways. The id breaks ties, so pages never overlap. No sort asked (the table's third click): newest first.
 */
type SortKeys = { keys: FragmentSqlToken[]; nullsLast: boolean; direction: 'asc' | 'desc' };
const SORT_KEYS: Record<NonNullable<ListQuery['sortType']>, Omit<SortKeys, 'direction'>> = {
  name: { keys: [sql.fragment`p.name_key`], nullsLast: false },
  credentials: {
    keys: [sql.fragment`lower(coalesce(nullif(p.email, ''), nullif(p.phone_code || p.phone, ''), p.payroll_id))`],
    nullsLast: false,
  },
  hiring_date: { keys: [sql.fragment`p.hiring_date`], nullsLast: true },
  group_name: {
    keys: [
      sql.fragment`(select min(lower(g.name)) from participants.memberships m join participants.groups g on g.id = m.group_id
                    where m.participant_id = p.id)`,
    ],
    nullsLast: true,
  },
};
const sortOf = (query: ListQuery): SortKeys =>
  query.sortType
    ? { ...SORT_KEYS[query.sortType], direction: query.sortBy === 'DESC' ? 'desc' : 'asc' }
    : { keys: [sql.fragment`p.seq`], nullsLast: false, direction: 'desc' };

const comma = sql.fragment`, `;

/** `order by` over the sort keys as written (`alias` null) or as columns k0, k1... of a derived table */
const orderBy = (sort: SortKeys, alias: string | null) => {
  const direction = sort.direction === 'desc' ? sql.fragment`desc` : sql.fragment`asc`;
  const nulls = sort.nullsLast ? sql.fragment` nulls last` : sql.fragment``;
  const keys = sort.keys.map((key, index) => (alias === null ? key : sql.identifier([alias, `k${index}`])));
  return sql.join(
    [...keys.map((key) => sql.fragment`${key} ${direction}${nulls}`), sql.fragment`${sql.identifier([alias ?? 'p', 'id'])} ${direction}`],
    comma,
  );
};

/**
 * A read planned without sequential scans, in a read-only transaction of its own on the pool; on a client
 * the caller's transaction holds, the setting is put back afterwards.
 */
const withIndexPlan = async <R>(queryable: Queryable, read: (client: pg.PoolClient) => Promise<R>): Promise<R> => {
  if (queryable instanceof pg.Pool) {
    return withTransaction(queryable, async (client) => {
      await client.query('set transaction read only; set local enable_seqscan = off');
      return read(client);
    });
  }
  const { rows } = await queryable.query<{ before: string }>(
    "select current_setting('enable_seqscan') as before, set_config('enable_seqscan', 'off', true)",
  );
  try {
    return await read(queryable);
  } finally {
    await queryable.query("select set_config('enable_seqscan', $1, true)", [rows[0]!.before]);
  }
};

const GroupName = z.strictObject({ id: z.string(), name: z.string() });
/** a participant a message goes to */
export const Recipient = z.strictObject({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  hiring_date: z.date().nullable(),
  /** the day they became inactive (ADR 0047), midnight UTC; null while active */
  terminated_on: z.date().nullable(),
});
export type Recipient = z.infer<typeof Recipient>;

export const createParticipantsReader = (queryable: Queryable, options: { sortedMatches?: number } = {}) => {
  const db = typedQueries(queryable);
  const sortedMatches = options.sortedMatches ?? SORTED_MATCHES;

  const groupsWithMembers = async (rows: readonly GroupRow[]): Promise<Group[]> => {
    const members = await db.any(
      sql.type(MemberRow)`select m.group_id, p.id, p.first_name, p.last_name, p.add_source
         from participants.memberships m join participants.participants p on p.id = m.participant_id
        where m.group_id = any(${sql.array(
          rows.map((row) => row.id),
          'text',
        )})
        order by p.name_key, p.id`,
    );
    const byGroup = new Map<string, Group['participants']>();
    for (const { group_id, ...member } of members) {
      const participants = byGroup.get(group_id);
      if (participants) participants.push(member);
      else byGroup.set(group_id, [member]);
    }
    return rows.map((row) => {
      const participants = byGroup.get(row.id) ?? [];
      return { ...row, participants, participants_count: participants.length };
    });
  };

  return {
    /** the workspace each of these participants belongs to (unknown ids are absent) */
    async workspacesOfParticipants(ids: readonly string[]): Promise<Map<string, string>> {
      const rows = await db.any(
        sql.type(IdAndWorkspace)`select id, workspace_id from participants.participants where id = any(${sql.array([...ids], 'text')})`,
      );
      return new Map(rows.map((row) => [row.id, row.workspace_id]));
    },

    async workspaceOfGroup(id: string): Promise<string | null> {
      return (
        (await db.maybeOne(sql.type(WorkspaceId)`select workspace_id from participants.groups where id = ${id}`))?.workspace_id ?? null
      );
    },

    /** these participants as the API shows them, in the order asked (unknown ids are left out) */
    async participants(ids: readonly string[]): Promise<Participant[]> {
      const rows = await db.any(
        sql.type(ParticipantRow)`select ${COLUMNS} from participants.participants p where p.id = any(${sql.array([...ids], 'text')})`,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** a page of the participants table: the matching count and the rows asked, each with its groups */
    async page(query: ListQuery): Promise<ParticipantListPage> {
      const where = [sql.fragment`p.workspace_id = ${query.workspace_id}`];
      const search = query.searchString.trim();
      if ([...search].length >= MIN_SEARCH_LENGTH) where.push(sql.fragment`p.search like lower(${containing(search)})`);
      if (query.group_id !== undefined) {
        where.push(
          sql.fragment`exists (select 1 from participants.memberships m where m.group_id = ${query.group_id} and m.participant_id = p.id)`,
        );
      }
      const sort = sortOf(query);
      const paging = query.isAll ? sql.fragment`` : sql.fragment` limit ${query.limit} offset ${query.offset}`;

      const filter = sql.join(where, sql.fragment` and `);
      /** the page in sort order through the sort's index when it has one (name, newest), stopping after the page */
      const walk = () =>
        db.any(
          sql.type(
            ParticipantRow,
          )`select ${COLUMNS} from participants.participants p where ${filter} order by ${orderBy(sort, null)}${paging}`,
        );
      const count = () => db.oneFirst(sql.type(Count)`select count(*) as n from participants.participants p where ${filter}`);

      let rows: readonly Participant[];
      let allCount: number;
      if (where.length === 1) {
        // the whole workspace: the projection keeps its count
        const [page, total] = await Promise.all([
          walk(),
          db.maybeOneFirst(
            sql.type(Count)`select participants_count as n from participants.rosters where workspace_id = ${query.workspace_id}`,
          ),
        ]);
        rows = page;
        allCount = total ?? 0;
      } else {
        // Filtered: read the matches once (trigram index, then the heap to recheck them), count them and sort
        // them top-N. Walking the name index until 100 rows match reads most of the workspace when the matches
        // sit late in the alphabet ('sus'), while counting costs this read anyway. Past SORTED_MATCHES matches
        // (a search like '+44' or 'gma' matching nearly everyone) the sort costs more than the walk, which
        // then finds its rows at once: walk the index and count apart.
        //
        // Planned without sequential scans: the planner prices the search index by the workspace key's whole
        // posting list as well as the trigram's, so for a workspace of 100,000 it often prefers reading every
        // row (66 ms) to the bitmap scan of the matches (8 ms); the matches of a small workspace are read
        // through the index anyway.
        const keys = sql.join(
          sort.keys.map((key, index) => sql.fragment`${key} as ${sql.identifier([`k${index}`])}`),
          comma,
        );
        const sorted = await withIndexPlan(queryable, (client) =>
          typedQueries(client).any(
            sql.type(CountedParticipantRow)`with matches as materialized
                    (select p.id, ${keys} from participants.participants p where ${filter} limit ${sortedMatches + 1}),
                  page as (select * from matches order by ${orderBy(sort, 'matches')}${paging})
             select (select count(*) from matches) as all_count, ${COLUMNS}
               from page join participants.participants p on p.id = page.id
              order by ${orderBy(sort, 'page')}`,
          ),
        );
        const matched = sorted[0] ? sorted[0].all_count : null;
        if (matched !== null && matched <= sortedMatches) {
          rows = sorted.map(({ all_count: _count, ...row }) => row);
          allCount = matched;
        } else {
          // many matches, or a page past the last one
          const [page, total] = await Promise.all([walk(), count()]);
          rows = page;
          allCount = total;
        }
      }
      const participants = [...rows];
      if (participants[0]) participants[0] = { ...participants[0], all_count: allCount };
      const offset = query.isAll ? 0 : query.offset;
      const nextOffset = offset + participants.length;
      return { participants, all_count: allCount, has_more: nextOffset < allCount, next_offset: nextOffset, next_limit: query.limit };
    },

    /** the workspace's groups (those made from one field when `originSource` is given), each with its members */
    async groups(workspaceId: string, originSource?: string): Promise<Group[]> {
      const source = originSource === undefined ? sql.fragment`` : sql.fragment`and g.origin_source = ${originSource}`;
      const rows = await db.any(
        sql.type(
          GroupRow,
        )`select ${GROUP_COLUMNS} from participants.groups g where g.workspace_id = ${workspaceId} ${source} order by lower(g.name), g.id`,
      );
      return groupsWithMembers(rows);
    },

    async group(id: string): Promise<Group | null> {
      const rows = await db.any(sql.type(GroupRow)`select ${GROUP_COLUMNS} from participants.groups g where g.id = ${id}`);
      return (await groupsWithMembers(rows))[0] ?? null;
    },

    /** the groups of the workspace among these ids, with their names (for a message's chosen groups) */
    async groupNames(workspaceId: string, ids: readonly string[]): Promise<Array<{ id: string; name: string }>> {
      return db.any(
        sql.type(GroupName)`select g.id, g.name from participants.groups g
                             where g.workspace_id = ${workspaceId} and g.id = any(${sql.array([...ids], 'text')}) order by lower(g.name), g.id`,
      );
    },

    /**
     * Who a message to these groups reaches: each member once, with a credential e-mail (a participant known
     * only by phone or payroll id gets no mail), with the start date the start trigger counts from.
     */
    async recipientsOfGroups(workspaceId: string, groupIds: readonly string[]): Promise<Recipient[]> {
      return db.any(
        sql.type(Recipient)`select distinct on (p.id) p.id, p.first_name, p.last_name, p.email, p.hiring_date, p.terminated_on
                              from participants.memberships m join participants.participants p on p.id = m.participant_id
                             where m.workspace_id = ${workspaceId} and m.group_id = any(${sql.array([...groupIds], 'text')}) and p.email <> ''
                             order by p.id`,
      );
    },

    /** the distinct non-empty origin sources of the workspace's groups */
    async originSources(workspaceId: string): Promise<string[]> {
      return db.anyFirst(
        sql.type(OriginSource)`select distinct origin_source from participants.groups
                                where workspace_id = ${workspaceId} and origin_source <> '' order by origin_source`,
      );
    },

    /** of these origin sources, those with at least one group that has participants (ADR 0011) */
    async answeredOriginSources(workspaceId: string, sources: readonly string[]): Promise<string[]> {
      return db.anyFirst(
        sql.type(OriginSource)`select distinct g.origin_source from participants.groups g
        where g.workspace_id = ${workspaceId} and g.origin_source = any(${sql.array([...sources], 'text')}) and g.origin_source <> ''
          and exists (select 1 from participants.memberships m where m.group_id = g.id)
        order by g.origin_source`,
      );
    },

    /**
     * The groups an import created or joined, with their member counts: by id, and by name (lowercased) the
     * way the roster resolves a name. All the workspace's groups of those names come back, oldest first.
     */
    async groupsByIdOrName(
      workspaceId: string,
      ids: readonly string[],
      lowercasedNames: readonly string[],
    ): Promise<z.infer<typeof CountedGroupRow>[]> {
      return db.any(
        sql.type(CountedGroupRow)`select ${GROUP_COLUMNS},
            (select count(*) from participants.memberships m where m.group_id = g.id)::int as participants_count
         from participants.groups g
        where g.workspace_id = ${workspaceId}
          and (g.id = any(${sql.array([...ids], 'text')}) or lower(g.name) = any(${sql.array([...lowercasedNames], 'text')}))
        order by g.created_at, g.id`,
      );
    },

    /** the ids of the workspace's automatic groups (those an HRIS made) */
    async automaticGroupIds(workspaceId: string): Promise<string[]> {
      return db.anyFirst(sql.type(Id)`select id from participants.groups where workspace_id = ${workspaceId} and origin = 'automatic'`);
    },

    /**
     * The workspace's automatic participants (those with the HRIS's id) and automatic groups with the HRIS
     * ids of their automatic members: what an HRIS sync compares with the HR system. Manual participants are not read.
     */
    async automaticRoster(workspaceId: string) {
      const participants = await db.any(
        sql.type(AutomaticParticipantRow)`select id, external_id, is_active, first_name, last_name, email, phone_code, phone, payroll_id,
            hiring_date, birth_date, ethnicity, gender, work_location_name, work_location_city, work_location_state, work_location_country,
            pay_group, job, department, segment, home_base
       from participants.participants
      where workspace_id = ${workspaceId} and add_source = 'automatic' and external_id is not null`,
      );
      const groups = await db.any(
        sql.type(AutomaticGroupRow)`select g.id, g.name, g.origin_source,
            coalesce(array_agg(p.external_id order by p.external_id) filter (where p.external_id is not null), '{}') as member_external_ids
       from participants.groups g
       left join participants.memberships m on m.group_id = g.id
       left join participants.participants p on p.id = m.participant_id and p.add_source = 'automatic'
      where g.workspace_id = ${workspaceId} and g.origin = 'automatic'
      group by g.id, g.name, g.origin_source`,
      );
      return { participants: [...participants], groups: [...groups] };
    },
  };
};

export type ParticipantsReader = ReturnType<typeof createParticipantsReader>;
/** a group as the CSV import's answer lists it */
export type ImportedGroup = CsvUploadResponse['groups'][number];
