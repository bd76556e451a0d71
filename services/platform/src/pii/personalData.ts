import { z } from 'zod';
import type { KeyVault } from './vault.ts';
import { seal, unseal } from './vault.ts';

/** Where sealed personal data sits in a stored object; its fields are gone from the object itself. */
export const SEALED_FIELD = '$personal';

type Meta = { personal?: boolean; personalDataOf?: string };
const metaOf = (schema: z.ZodType): Meta => (z.globalRegistry.get(schema) ?? {}) as Meta;

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

type SubjectVisitor = (object: Record<string, unknown>, subject: string, personalFields: string[]) => Record<string, unknown>;

/** Rebuilds `value`, handing every object the schema marks with `personalDataOf` to `visit`. */
const mapSubjects = (schema: z.ZodType, value: unknown, visit: SubjectVisitor): unknown => {
  if (value === null || value === undefined) return value;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return mapSubjects(def.innerType!, value, visit);
    case 'pipe':
      return mapSubjects(def.in!, value, visit);
    case 'array':
      return Array.isArray(value) ? value.map((item) => mapSubjects(def.element!, item, visit)) : value;
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      const shape = def.shape!;
      let object = value as Record<string, unknown>;
      let copied = false;
      for (const [key, fieldSchema] of Object.entries(shape)) {
        if (!(key in object)) continue;
        const mapped = mapSubjects(fieldSchema, object[key], visit);
        if (mapped !== object[key]) {
          if (!copied) { object = { ...object }; copied = true; }
          object[key] = mapped;
        }
      }
      const subjectKey = metaOf(schema).personalDataOf;
      if (!subjectKey) return object;
      const subject = object[subjectKey];
      if (typeof subject !== 'string' || subject === '') throw new Error(`personal data without a subject in field ${subjectKey}`);
      const personalFields = Object.entries(shape).filter(([, field]) => metaOf(field).personal).map(([key]) => key);
      return visit(object, subject, personalFields);
    }
    default:
      return value;
  }
};

const subjectsIn = (schema: z.ZodType, data: unknown): string[] => {
  const subjects: string[] = [];
  mapSubjects(schema, data, (object, subject) => { subjects.push(subject); return object; });
  return subjects;
};

/** Seals the personal fields of many events with one key look-up. */
export const sealPersonalData = async (vault: KeyVault, items: Array<{ schema: z.ZodType; data: Record<string, unknown> }>) => {
  const subjects = items.flatMap((item) => subjectsIn(item.schema, item.data));
  if (subjects.length === 0) return items.map((item) => item.data);
  const keys = await vault.keysFor(subjects, { create: true });
  return items.map((item) =>
    mapSubjects(item.schema, item.data, (object, subject, fields) => {
      const present = fields.filter((field) => object[field] !== undefined && object[field] !== null);
      if (present.length === 0) return object;
      const key = keys.get(subject);
      const rest = { ...object };
      for (const field of fields) delete rest[field];
      // a person already erased gets no key: their new personal data is not stored at all
      if (!key) return rest;
      rest[SEALED_FIELD] = seal(key, subject, JSON.stringify(Object.fromEntries(present.map((field) => [field, object[field]]))));
      return rest;
    }) as Record<string, unknown>,
  );
};

/** Opens sealed personal data; an erased person's fields read as null. */
export const openPersonalData = async (vault: KeyVault, items: Array<{ schema: z.ZodType; data: Record<string, unknown> }>) => {
  const subjects = items.flatMap((item) => subjectsIn(item.schema, item.data));
  if (subjects.length === 0) return items.map((item) => item.data);
  const keys = await vault.keysFor(subjects, { create: false });
  return items.map((item) =>
    mapSubjects(item.schema, item.data, (object, subject, fields) => {
      const { [SEALED_FIELD]: sealed, ...rest } = object;
      const key = keys.get(subject);
      const opened: Record<string, unknown> = typeof sealed === 'string' && key ? JSON.parse(unseal(key, subject, sealed)) : {};
      for (const field of fields) rest[field] = opened[field] ?? null;
      return rest;
    }) as Record<string, unknown>,
  );
};
