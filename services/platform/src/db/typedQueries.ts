import type pg from 'pg';
import { SchemaValidationError, type QueryContext, type QuerySqlToken } from 'slonik';

// The query layer of the read models' readers (ADR 0028): queries written with slonik's `sql` tag, each
// naming the zod schema of its rows (`sql.type(schema)`), run on node-postgres, and every row checked
// against that schema: a row that does not fit is a SchemaValidationError naming the query, never a cast.
// They run on the process's pg pool or on a client inside a transaction the caller holds (the roster's
// REPEATABLE READ command state, ADR 0011). slonik's own pool was measured and left out: see ADR 0028.

/** what a reader runs on: the pool, or a client inside the caller's transaction */
export type Queryable = pg.Pool | pg.PoolClient;
/** the zod schema a query names (slonik knows it as a Standard Schema) */
type RowSchema = NonNullable<QueryContext['resultParser']>;
type RowOf<T extends RowSchema> = NonNullable<T['~standard']['types']>['output'];
type Token<T extends RowSchema> = QuerySqlToken<T>;

const parseRow = (token: Token<RowSchema>, row: Record<string, unknown>): unknown => {
  const result = token.parser['~standard'].validate(row);
  // zod answers at once unless a schema refines asynchronously; no reader's schema does
  if (result instanceof Promise) throw new Error('a reader row schema must validate synchronously');
  if (result.issues) throw new SchemaValidationError({ sql: token.sql, values: token.values as never }, row as never, result.issues);
  return result.value;
};

const run = async <T extends RowSchema>(db: Queryable, token: Token<T>): Promise<RowOf<T>[]> => {
  // slonik numbers its placeholders `$slonik_N` and turns them into `$N` as it sends them: so does this
  const result = await db.query(token.sql.replaceAll('$slonik_', '$'), token.values as unknown[]);
  return result.rows.map((row) => parseRow(token as Token<RowSchema>, row) as RowOf<T>);
};

const firstColumn = (row: object): unknown => Object.values(row)[0];

/** slonik's query methods over a pg pool or client: `any`, `maybeOne`, `anyFirst`, `oneFirst`, `maybeOneFirst`, `exists` */
export const typedQueries = (db: Queryable) => ({
  any: <T extends RowSchema>(token: Token<T>) => run(db, token),
  maybeOne: async <T extends RowSchema>(token: Token<T>): Promise<RowOf<T> | null> => {
    const rows = await run(db, token);
    if (rows.length > 1) throw new Error(`expected at most one row, got ${rows.length}: ${token.sql}`);
    return rows[0] ?? null;
  },
  anyFirst: async <T extends RowSchema>(token: Token<T>) =>
    (await run(db, token)).map((row) => firstColumn(row as object) as RowOf<T>[keyof RowOf<T>]),
  maybeOneFirst: async <T extends RowSchema>(token: Token<T>): Promise<RowOf<T>[keyof RowOf<T>] | null> => {
    const rows = await run(db, token);
    if (rows.length > 1) throw new Error(`expected at most one row, got ${rows.length}: ${token.sql}`);
    return rows[0] === undefined ? null : (firstColumn(rows[0] as object) as RowOf<T>[keyof RowOf<T>]);
  },
  oneFirst: async <T extends RowSchema>(token: Token<T>): Promise<RowOf<T>[keyof RowOf<T>]> => {
    const rows = await run(db, token);
    if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}: ${token.sql}`);
    return firstColumn(rows[0] as object) as RowOf<T>[keyof RowOf<T>];
  },
  /** whether the query finds a row (its columns are not read) */
  exists: async (token: QuerySqlToken): Promise<boolean> => {
    const result = await db.query<{ exists: boolean }>(
      `select exists(${token.sql.replaceAll('$slonik_', '$')}) as exists`,
      token.values as unknown[],
    );
    return result.rows[0]?.exists === true;
  },
});
