import type { MigrationSet } from '../../db/migrations.ts';

/**
 * The log: one row per event. `seq` numbers events; `tx` is the appending transaction.
 * Readers take rows in (tx, seq) order and only below the oldest transaction still in flight,
 * so a row that becomes visible later can never sort before a position already handed out.
 */
export const eventStoreMigrations: MigrationSet = {
  component: 'eventstore',
  steps: [
    `create schema if not exists eventstore;
     create table eventstore.streams (
       stream_id text primary key,
       revision bigint not null
     );
     create table eventstore.events (
       seq bigint generated always as identity primary key,
       tx xid8 not null default pg_current_xact_id(),
       event_id uuid not null unique,
       stream_id text not null,
       revision bigint not null,
       type text not null,
       schema_version int not null,
       data jsonb not null,
       metadata jsonb not null,
       occurred_at timestamptz not null,
       unique (stream_id, revision)
     );
     create index events_consumer_order on eventstore.events (tx, seq);

     -- One round trip per append: check and bump the stream's revision, insert the events.
     -- p_expected: 'any' | 'no_stream' | 'stream_exists' | a revision in decimal.
     create function eventstore.append(
       p_stream_id text, p_expected text,
       p_event_ids uuid[], p_types text[], p_versions int[], p_data text[], p_metadata text[], p_occurred_at timestamptz[]
     ) returns table (ok boolean, last_revision bigint, tx xid8, last_seq bigint)
     language plpgsql as $fn$
     declare
       v_count int := cardinality(p_event_ids);
       v_next bigint;
       v_actual bigint;
     begin
       if p_expected = 'no_stream' then
         insert into eventstore.streams as s (stream_id, revision) values (p_stream_id, v_count - 1)
           on conflict (stream_id) do nothing
           returning s.revision into v_next;
       elsif p_expected = 'any' then
         insert into eventstore.streams as s (stream_id, revision) values (p_stream_id, v_count - 1)
           on conflict (stream_id) do update set revision = s.revision + v_count
           returning s.revision into v_next;
       elsif p_expected = 'stream_exists' then
         update eventstore.streams s set revision = s.revision + v_count
           where s.stream_id = p_stream_id returning s.revision into v_next;
       else
         update eventstore.streams s set revision = s.revision + v_count
           where s.stream_id = p_stream_id and s.revision = p_expected::bigint returning s.revision into v_next;
       end if;

       if v_next is null then
         select s.revision into v_actual from eventstore.streams s where s.stream_id = p_stream_id;
         return query select false, v_actual, null::xid8, null::bigint;
         return;
       end if;

       return query
         with inserted as (
           insert into eventstore.events (event_id, stream_id, revision, type, schema_version, data, metadata, occurred_at)
           select e.id, p_stream_id, v_next - v_count + e.ord, e.t, e.v, e.d::jsonb, e.m::jsonb, e.o
             from unnest(p_event_ids, p_types, p_versions, p_data, p_metadata, p_occurred_at)
                  with ordinality as e(id, t, v, d, m, o, ord)
             order by e.ord
           returning seq
         )
         select true, v_next, pg_current_xact_id(), max(inserted.seq) from inserted;
     end
     $fn$;`,

    // Group commit (docs/decisions/0009-group-commit.md): several appends in one call, one transaction,
    // one result row per append in argument order. The events come as flat arrays, p_counts says how
    // many belong to each append. Appends run in byte order of stream id, appends to the same stream
    // in argument order (each sees the revision the previous one left), so concurrent batches take
    // stream row locks in one order and cannot deadlock on them. An expected revision that does not
    // hold is a row with ok = false, as in eventstore.append, and does not stop the others; a failing
    // insert (say a duplicate event id) fails the whole call, and the client retries appends one by one.
    `create function eventstore.append_many(
       p_stream_ids text[], p_expected text[], p_counts int[],
       p_event_ids uuid[], p_types text[], p_versions int[], p_data text[], p_metadata text[], p_occurred_at timestamptz[]
     ) returns table (ok boolean, last_revision bigint, tx xid8, last_seq bigint)
     language plpgsql as $fn$
     declare
       v_appends int := coalesce(cardinality(p_stream_ids), 0);
       v_ok boolean[] := array_fill(false, array[v_appends]);
       v_last bigint[] := array_fill(null::bigint, array[v_appends]);
       v_append record;
       v_next bigint;
       v_actual bigint;
     begin
       if coalesce(cardinality(p_expected), 0) <> v_appends or coalesce(cardinality(p_counts), 0) <> v_appends then
         raise exception 'append_many: % stream ids, % expected revisions, % counts',
           v_appends, cardinality(p_expected), cardinality(p_counts);
       end if;
       if exists (select from unnest(p_counts) as c(n) where c.n is null or c.n < 1)
          or (select coalesce(sum(c.n), 0) from unnest(p_counts) as c(n)) <> coalesce(cardinality(p_event_ids), 0) then
         raise exception 'append_many: counts % do not match % events', p_counts, cardinality(p_event_ids);
       end if;

       for v_append in
         select a.i, p_stream_ids[a.i] as stream_id, p_expected[a.i] as expected, p_counts[a.i] as n
           from generate_series(1, v_appends) as a(i)
          order by p_stream_ids[a.i] collate "C", a.i
       loop
         v_next := null;
         if v_append.expected = 'no_stream' then
           insert into eventstore.streams as s (stream_id, revision) values (v_append.stream_id, v_append.n - 1)
             on conflict (stream_id) do nothing
             returning s.revision into v_next;
         elsif v_append.expected = 'any' then
           insert into eventstore.streams as s (stream_id, revision) values (v_append.stream_id, v_append.n - 1)
             on conflict (stream_id) do update set revision = s.revision + v_append.n
             returning s.revision into v_next;
         elsif v_append.expected = 'stream_exists' then
           update eventstore.streams s set revision = s.revision + v_append.n
             where s.stream_id = v_append.stream_id returning s.revision into v_next;
         else
           update eventstore.streams s set revision = s.revision + v_append.n
             where s.stream_id = v_append.stream_id and s.revision = v_append.expected::bigint returning s.revision into v_next;
         end if;

         if v_next is null then
           select s.revision into v_actual from eventstore.streams s where s.stream_id = v_append.stream_id;
           v_last[v_append.i] := v_actual;
         else
           v_ok[v_append.i] := true;
           v_last[v_append.i] := v_next;
         end if;
       end loop;

       -- one insert for the events of every append that passed its check, in argument order
       return query
         with appends as (
           select a.i::int as i, a.n, sum(a.n) over (order by a.i) - a.n as before
             from unnest(p_counts) with ordinality as a(n, i)
         ), slots as (
           select a.i, a.n, k.k, a.before + k.k as ord
             from appends a cross join lateral generate_series(1, a.n) as k(k)
            where v_ok[a.i]
         ), inserted as (
           insert into eventstore.events (event_id, stream_id, revision, type, schema_version, data, metadata, occurred_at)
           select e.id, p_stream_ids[s.i], v_last[s.i] - s.n + s.k, e.t, e.v, e.d::jsonb, e.m::jsonb, e.o
             from slots s
             join unnest(p_event_ids, p_types, p_versions, p_data, p_metadata, p_occurred_at)
                  with ordinality as e(id, t, v, d, m, o, ord) on e.ord = s.ord
            order by s.i, s.k
           returning seq, stream_id, revision
         )
         select v_ok[a.i], v_last[a.i], case when v_ok[a.i] then pg_current_xact_id() end, ins.seq
           from generate_series(1, v_appends) as a(i)
           left join inserted ins on v_ok[a.i] and ins.stream_id = p_stream_ids[a.i] and ins.revision = v_last[a.i]
          order by a.i;
     end
     $fn$;`,

    // Event data as json, not jsonb, and handed over as one JSON array (ADR 0014). The log never queries
    // inside an event body, it stores and returns it whole: json keeps the text as written with no binary
    // conversion, and one json argument replaces a text[] whose array literal PostgreSQL parsed character by
    // character (an import's 28 MB took 3 s to append, 1 s with this). Bodies stay uncompressed: sealed
    // personal data is random bytes that pglz cannot shrink, and compressing cost more than it saved.
    // One function appends: a single append is a batch of one.
    `alter table eventstore.events alter column data type json using data::json;
     alter table eventstore.events alter column data set storage external;
     drop function eventstore.append(text, text, uuid[], text[], int[], text[], text[], timestamptz[]);
     drop function eventstore.append_many(text[], text[], int[], uuid[], text[], int[], text[], text[], timestamptz[]);
     create function eventstore.append_many(
       p_stream_ids text[], p_expected text[], p_counts int[],
       p_event_ids uuid[], p_types text[], p_versions int[], p_data json, p_metadata text[], p_occurred_at timestamptz[]
     ) returns table (ok boolean, last_revision bigint, tx xid8, last_seq bigint)
     language plpgsql as $fn$
     declare
       v_appends int := coalesce(cardinality(p_stream_ids), 0);
       v_events int := coalesce(cardinality(p_event_ids), 0);
       v_stored int;
       v_ok boolean[] := array_fill(false, array[v_appends]);
       v_last bigint[] := array_fill(null::bigint, array[v_appends]);
       v_append record;
       v_next bigint;
       v_actual bigint;
     begin
       if coalesce(cardinality(p_expected), 0) <> v_appends or coalesce(cardinality(p_counts), 0) <> v_appends then
         raise exception 'append_many: % stream ids, % expected revisions, % counts',
           v_appends, cardinality(p_expected), cardinality(p_counts);
       end if;
       if exists (select from unnest(p_counts) as c(n) where c.n is null or c.n < 1)
          or (select coalesce(sum(c.n), 0) from unnest(p_counts) as c(n)) <> v_events then
         raise exception 'append_many: counts % do not match % events', p_counts, v_events;
       end if;

       for v_append in
         select a.i, p_stream_ids[a.i] as stream_id, p_expected[a.i] as expected, p_counts[a.i] as n
           from generate_series(1, v_appends) as a(i)
          order by p_stream_ids[a.i] collate "C", a.i
       loop
         v_next := null;
         if v_append.expected = 'no_stream' then
           insert into eventstore.streams as s (stream_id, revision) values (v_append.stream_id, v_append.n - 1)
             on conflict (stream_id) do nothing
             returning s.revision into v_next;
         elsif v_append.expected = 'any' then
           insert into eventstore.streams as s (stream_id, revision) values (v_append.stream_id, v_append.n - 1)
             on conflict (stream_id) do update set revision = s.revision + v_append.n
             returning s.revision into v_next;
         elsif v_append.expected = 'stream_exists' then
           update eventstore.streams s set revision = s.revision + v_append.n
             where s.stream_id = v_append.stream_id returning s.revision into v_next;
         else
           update eventstore.streams s set revision = s.revision + v_append.n
             where s.stream_id = v_append.stream_id and s.revision = v_append.expected::bigint returning s.revision into v_next;
         end if;

         if v_next is null then
           select s.revision into v_actual from eventstore.streams s where s.stream_id = v_append.stream_id;
           v_last[v_append.i] := v_actual;
         else
           v_ok[v_append.i] := true;
           v_last[v_append.i] := v_next;
         end if;
       end loop;

       -- the body array is parsed once, here: checking its length up front would parse all of it again
       with appends as (
         select a.i::int as i, a.n, sum(a.n) over (order by a.i) - a.n as before
           from unnest(p_counts) with ordinality as a(n, i)
       ), slots as (
         select a.i, a.n, k.k, a.before + k.k as ord
           from appends a cross join lateral generate_series(1, a.n) as k(k)
          where v_ok[a.i]
       )
       insert into eventstore.events (event_id, stream_id, revision, type, schema_version, data, metadata, occurred_at)
       select e.id, p_stream_ids[s.i], v_last[s.i] - s.n + s.k, e.t, e.v, d.body, e.m::jsonb, e.o
         from slots s
         join unnest(p_event_ids, p_types, p_versions, p_metadata, p_occurred_at)
              with ordinality as e(id, t, v, m, o, ord) on e.ord = s.ord
         join json_array_elements(p_data) with ordinality as d(body, ord) on d.ord = s.ord
        order by s.i, s.k;
       get diagnostics v_stored = row_count;
       if v_stored <> (select coalesce(sum(p_counts[a.i]), 0) from generate_series(1, v_appends) as a(i) where v_ok[a.i]) then
         raise exception 'append_many: % events stored, the data array does not hold one body per event', v_stored;
       end if;

       return query
         select v_ok[a.i], v_last[a.i], case when v_ok[a.i] then pg_current_xact_id() end, ev.seq
           from generate_series(1, v_appends) as a(i)
           left join eventstore.events ev on v_ok[a.i] and ev.stream_id = p_stream_ids[a.i] and ev.revision = v_last[a.i]
          order by a.i;
     end
     $fn$;`,
  ],
};
