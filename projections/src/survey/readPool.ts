import { createPool, SchemaValidationError, type DatabasePool, type Interceptor } from 'slonik';

/**
 * Every row of a `sql.type(schema)` query is validated (and transformed) by its schema: slonik carries the
 * schema to the interceptor but checks nothing by itself. A row that does not match fails the query.
 */
export const rowParser: Interceptor = {
  name: 'row-parser',
  transformRowAsync: async (context, query, row) => {
    if (!context.resultParser) return row;
    const result = await context.resultParser['~standard'].validate(row);
    if (result.issues) throw new SchemaValidationError(query, row, result.issues);
    return result.value as typeof row;
  },
};

/** the survey readers' pool (slonik over the same PostgreSQL); timestamptz columns arrive as epoch milliseconds */
export const createSurveyReadPool = (databaseUrl: string, maximumPoolSize = 10): Promise<DatabasePool> =>
  createPool(databaseUrl, { interceptors: [rowParser], maximumPoolSize });
