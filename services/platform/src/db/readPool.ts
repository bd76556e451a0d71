import type pg from 'pg';
import { createPool, SchemaValidationError, type CommonQueryMethods, type DatabasePool, type Interceptor, type QueryContext, type QuerySqlToken } from 'slonik';

// The query layer of the read models' readers (ADR 0028): slonik, every row checked against the zod
// schema its query names (`sql.type(schema)`). slonik checks nothing by itself: the interceptor below
// is what turns a row that does not fit into an error instead of a silent cast.

/** what a reader runs on: the pool, or a connection or transaction taken from it */
export type ReadDb = CommonQueryMethods;
export type ReadPool = DatabasePool;
/** the zod schema a query names (slonik knows it as a Standard Schema) */
type RowSchema = NonNullable<QueryContext['resultParser']>;
type RowOf<T extends RowSchema> = NonNullable<T['~standard']['types']>['output'];

/** a row through its query's schema: the parsed row (zod transforms applied), or SchemaValidationError */
const parseRow = async (parser: RowSchema | undefined, query: { sql: string; values: readonly unknown[] }, row: Record<string, unknown>) => {
  if (!parser) return row;
  const result = await parser['~standard'].validate(row);
  if (result.issues) throw new SchemaValidationError({ sql: query.sql, values: query.values as never }, row as never, result.issues);
  return result.value as Record<string, unknown>;
};

const resultParser: Interceptor = {
  name: 'canopy-result-parser',
  transformRowAsync: (context, query, row) => parseRow(context.resultParser, query, row) as never,
};

/**
 * Types as node-postgres gives them, so a row reads the same through the pool and through the command
 * pipeline's pg transaction (`queryOnClient`): timestamptz as a Date, bigint as a number (counts and stream
 * revisions stay far below 2^53).
 */
const TYPE_PARSERS = [
  { name: 'int8', parse: (value: string) => Number(value) },
  { name: 'timestamptz', parse: (value: string) => new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')) },
];

/** the readers' pool: a few connections of its own beside the pg pool of the writers and the event store */
export const openReadPool = (url: string, options: { maxPoolSize?: number } = {}): Promise<ReadPool> =>
  createPool(url, { interceptors: [resultParser], typeParsers: TYPE_PARSERS, maximumPoolSize: options.maxPoolSize ?? 10 });

/**
 * A reader's query on a node-postgres client, for the one path whose transaction is not slonik's: the
 * roster's command state, read in the REPEATABLE READ transaction the command pipeline opens (ADR 0011).
 * The same rows, checked against the same schema.
 */
export const queryOnClient = async <T extends RowSchema>(client: pg.PoolClient | pg.Pool, token: QuerySqlToken<T>): Promise<RowOf<T>[]> => {
  // slonik numbers its placeholders `$slonik_N` and turns them into `$N` as it sends them: so does this
  const result = await client.query(token.sql.replaceAll('$slonik_', '$'), token.values as unknown[]);
  const rows: RowOf<T>[] = [];
  for (const row of result.rows) rows.push((await parseRow(token.parser, token, row)) as RowOf<T>);
  return rows;
};
