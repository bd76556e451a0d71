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
  ],
};
