// `npm run lint:owners`: every PostgreSQL table has one owner, and SQL naming it outside its owner fails
// (ADR 0028). A read model's owner is its folder, projections/src/<context>/<readModel>/ (schema, project,
// readers); a table a service creates itself (sessions, HRIS secrets, import progress, the event store) is
// owned by the folder of the file that creates it. Everyone else reads through the owner's readers.
//
// Not checked: tests/ (specs observe what a projection stored to assert it) and bench/ (it seeds, vacuums and
// drops indexes as an operator would, to measure).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['services', 'projections', 'scripts', 'contracts/src'];
/** slonik is the readers' query layer only: its executor (typedQueries) and the owners' folders */
const SLONIK_ALLOWED = [/^services\/platform\/src\/db\/typedQueries\.ts$/, /^projections\/src\/[^/]+\/[^/]+\//];

type Owner = { schema: string; tables: Set<string>; folder: string };

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });

/** the text without comment lines (a comment may name a table it explains) */
const codeOf = (text: string) =>
  text
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? '' : line))
    .join('\n');

const ownersOf = (files: readonly string[]): Owner[] => {
  const owners = new Map<string, Owner>();
  const own = (schema: string, table: string, folder: string) => {
    const owner = owners.get(schema) ?? { schema, tables: new Set<string>(), folder };
    if (owner.folder !== folder) throw new Error(`schema ${schema} is created in ${owner.folder} and in ${folder}: one owner per schema`);
    owner.tables.add(table);
    owners.set(schema, owner);
  };
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const folder = `${dirname(file)}/`;
    // a read model: projections/src/<context>/<readModel>/schema.ts, its tables unqualified (the runner sets search_path)
    if (/^projections\/src\/[^/]+\/[^/]+\/schema\.ts$/.test(file)) {
      const name = /\bname: '([a-z_]+)'/.exec(text)?.[1];
      if (!name) throw new Error(`${file}: no schema name`);
      for (const match of text.matchAll(/create (?:unlogged )?table (?:if not exists )?([a-z_]+) \(/g)) own(name, match[1]!, folder);
      continue;
    }
    // a service's own tables, created schema-qualified
    for (const match of text.matchAll(/create (?:unlogged )?table (?:if not exists )?([a-z_]+)\.([a-z_]+)/g)) {
      if (match[1] !== 'public') own(match[1]!, match[2]!, folder);
    }
  }
  return [...owners.values()];
};

export const findViolations = (files: readonly string[]): string[] => {
  const owners = ownersOf(files);
  const violations: string[] = [];
  for (const file of files) {
    if (file === 'scripts/check-read-model-owners.ts') continue;
    const lines = codeOf(readFileSync(join(ROOT, file), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      for (const owner of owners) {
        if (file.startsWith(owner.folder)) continue;
        const named = new RegExp(`\\b${owner.schema}\\.(${[...owner.tables].join('|')})\\b`).exec(line);
        if (named) violations.push(`${file}:${index + 1}: names ${named[0]}, owned by ${owner.folder} (read it through that folder's readers)`);
      }
      if (/from 'slonik'/.test(line) && !SLONIK_ALLOWED.some((allowed) => allowed.test(file))) {
        violations.push(`${file}:${index + 1}: imports slonik outside the readers (projections/src/<context>/<readModel>/)`);
      }
    });
  }
  return violations;
};

const files = SCANNED.flatMap(sourceFiles).map((file) => relative(ROOT, join(ROOT, file)));
const violations = findViolations(files);
if (violations.length > 0) {
  console.error(`${violations.length} SQL reference(s) outside the owner of the table (ADR 0028):\n${violations.join('\n')}`);
  process.exit(1);
}
console.log(`read-model owners: ${files.length} files checked, every table is read by its owner only`);
