import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { KeyVault } from './vault.ts';
import { seal, unseal } from './vault.ts';

/** Where sealed personal data sits in a stored object; its fields are gone from the object itself. */
export const SEALED_FIELD = '$personal';

type Meta = { personal?: boolean; personalDataOf?: string };
const metaOf = (schema: z.ZodType): Meta => (z.globalRegistry.get(schema) ?? {}) as Meta;

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

type SubjectVisitor = (object: Record<string, unknown>, subject: string, personalFields: ReadonlySet<string>) => Record<string, unknown>;

/** rebuilds a value of one schema, handing every object marked with `personalDataOf` to the visitor */
type Walk = (value: unknown, visit: SubjectVisitor) => unknown;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'readonly', 'catch', 'nonoptional']);

// One walk per schema, built from its definition once: an import seals and opens tens of thousands of
// records of the same schema, and reading the definition and registry per record cost more than sealing.
const walks = new WeakMap<z.ZodType, Walk | null>();

/** the walk of a schema, null when no value of it can hold personal data */
const walkOf = (schema: z.ZodType): Walk | null => {
  if (walks.has(schema)) return walks.get(schema)!;
  walks.set(schema, null); // a schema that refers to itself holds no subject through that reference
  const walk = buildWalk(schema);
  walks.set(schema, walk);
  return walk;
};

const buildWalk = (schema: z.ZodType): Walk | null => {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return walkOf(def.innerType!);
  if (def.type === 'pipe') return walkOf(def.in!);
  if (def.type === 'array') {
    const element = walkOf(def.element!);
    if (!element) return null;
    return (value, visit) =>
      Array.isArray(value) ? value.map((item) => (item === null || item === undefined ? item : element(item, visit))) : value;
  }
  if (def.type !== 'object') return null;
  const shape = def.shape!;
  const children = Object.entries(shape).flatMap(([key, field]) => {
    const walk = walkOf(field);
    return walk ? [{ key, walk }] : [];
  });
  const subjectKey = metaOf(schema).personalDataOf;
  if (children.length === 0 && !subjectKey) return null;
  const personalFields: ReadonlySet<string> = new Set(
    Object.entries(shape)
      .filter(([, field]) => metaOf(field).personal)
      .map(([key]) => key),
  );
  return (value, visit) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    let object = value as Record<string, unknown>;
    let copied = false;
    for (const { key, walk } of children) {
      const current = object[key];
      if (current === null || current === undefined) continue;
      const mapped = walk(current, visit);
      if (mapped !== current) {
        if (!copied) {
          object = { ...object };
          copied = true;
        }
        object[key] = mapped;
      }
    }
    if (!subjectKey) return object;
    const subject = object[subjectKey];
    if (typeof subject !== 'string' || subject === '') throw new Error(`personal data without a subject in field ${subjectKey}`);
    return visit(object, subject, personalFields);
  };
};

/** Rebuilds `value`, handing every object the schema marks with `personalDataOf` to `visit`. */
const mapSubjects = (schema: z.ZodType, value: unknown, visit: SubjectVisitor): unknown => {
  if (value === null || value === undefined) return value;
  const walk = walkOf(schema);
  return walk ? walk(value, visit) : value;
};

const subjectsIn = (schema: z.ZodType, data: unknown): string[] => {
  const subjects: string[] = [];
  mapSubjects(schema, data, (object, subject) => {
    subjects.push(subject);
    return object;
  });
  return subjects;
};

/** the personal fields of one object sealed with its subject's key; without a key (an erased person) they are dropped */
const sealObject =
  (keys: ReadonlyMap<string, KeyObject>): SubjectVisitor =>
  (object, subject, fields) => {
    const personal: Record<string, unknown> = {};
    const rest: Record<string, unknown> = {};
    let present = false;
    for (const [field, value] of Object.entries(object)) {
      if (!fields.has(field)) rest[field] = value;
      else if (value !== undefined && value !== null) {
        personal[field] = value;
        present = true;
      }
    }
    if (!present) return object;
    const key = keys.get(subject);
    // a person already erased gets no key: their new personal data is not stored at all
    if (key) rest[SEALED_FIELD] = seal(key, subject, JSON.stringify(personal));
    return rest;
  };

type Item = { schema: z.ZodType; data: Record<string, unknown> };

/** the people whose personal data these items hold, once each */
export const subjectsOfItems = (items: readonly Item[]): string[] => [
  ...new Set(items.flatMap((item) => subjectsIn(item.schema, item.data))),
];

/** seals with keys already at hand: a person without one (erased) has their personal data dropped */
export const sealWithKeys = (keys: ReadonlyMap<string, KeyObject>, items: readonly Item[]): Array<Record<string, unknown>> =>
  items.map((item) => mapSubjects(item.schema, item.data, sealObject(keys)) as Record<string, unknown>);

/** Seals the personal fields of many events with one key look-up. */
export const sealPersonalData = async (vault: KeyVault, items: Item[]) => {
  const subjects = subjectsOfItems(items);
  if (subjects.length === 0) return items.map((item) => item.data);
  return sealWithKeys(await vault.keysFor(subjects, { create: true }), items);
};

/** Opens sealed personal data; an erased person's fields read as null. */
export const openPersonalData = async (vault: KeyVault, items: Item[]) => {
  const subjects = subjectsOfItems(items);
  if (subjects.length === 0) return items.map((item) => item.data);
  const keys = await vault.keysFor(subjects, { create: false });
  return items.map(
    (item) =>
      mapSubjects(item.schema, item.data, (object, subject, fields) => {
        const { [SEALED_FIELD]: sealed, ...rest } = object;
        const key = keys.get(subject);
        const opened: Record<string, unknown> = typeof sealed === 'string' && key ? JSON.parse(unseal(key, subject, sealed)) : {};
        for (const field of fields) rest[field] = opened[field] ?? null;
        return rest;
      }) as Record<string, unknown>,
  );
};
