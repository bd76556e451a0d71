import type { z } from 'zod';

/**
 * Personal data. A field marked so is sealed with its person's key before it reaches the log and
 * reads back as null once that person is erased (crypto-shredding): hence nullable.
 * It must sit directly in an object marked with `personalDataOf`.
 */
export const personal = <S extends z.ZodType>(schema: S) => schema.nullable().meta({ personal: true });

/** Marks an object whose `personal` fields belong to the person identified by `subjectKey`. */
export const personalDataOf = <S extends z.ZodObject>(schema: S, subjectKey: keyof z.infer<S> & string) =>
  schema.meta({ personalDataOf: subjectKey });

type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export type EventContract<Type extends string = string, Schema extends z.ZodObject = z.ZodObject> = {
  type: Type;
  /** the schema version written today; readers upcast older ones */
  version: number;
  schema: Schema;
  /** upcasters[n] turns version n data into version n + 1 */
  upcasters: Readonly<Record<number, Upcaster>>;
};

export const defineEvent = <Type extends string, Schema extends z.ZodObject>(
  type: Type,
  schema: Schema,
  options: { version?: number; upcasters?: Record<number, Upcaster> } = {},
): EventContract<Type, Schema> => {
  const version = options.version ?? 1;
  for (let from = 1; from < version; from++) {
    if (!options.upcasters?.[from]) throw new Error(`${type}: no upcaster from version ${from} to ${from + 1}`);
  }
  return { type, version, schema, upcasters: options.upcasters ?? {} };
};

/** The domain event a contract describes: what deciders emit and projections read. */
export type EventOf<C extends EventContract> = { type: C['type']; data: z.infer<C['schema']> };

/**
 * Data written at `schemaVersion` as the contract's current version reads it. The event log does this when it opens
 * events; a projection that reads events as stored (`opensEvents`) calls it itself.
 */
export const upcastData = <C extends EventContract>(contract: C, schemaVersion: number, data: unknown): z.infer<C['schema']> => {
  let upcast = data as Record<string, unknown>;
  for (let version = schemaVersion; version < contract.version; version++) upcast = contract.upcasters[version]!(upcast);
  return upcast as z.infer<C['schema']>;
};
