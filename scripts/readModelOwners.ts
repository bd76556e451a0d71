// The rule `npm run lint:owners` applies (ADR 0028); scripts/check-read-model-owners.ts runs it on the tree.

/** a source file: its path from the repository root and its text */
export type SourceFile = { path: string; text: string };

/** slonik is the readers' query layer only: its executor (typedQueries) and the owners' folders */
const SLONIK_ALLOWED = [/^services\/platform\/src\/db\/typedQueries\.ts$/, /^projections\/src\/[^/]+\/[^/]+\//];

type Owner = { schema: string; tables: Set<string>; folder: string };

/** the text without comment lines (a comment may name a table it explains) */
const codeOf = (text: string) =>
  text
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? '' : line))
    .join('\n');

const dirnameOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** each schema's tables and the folder that owns them */
export const ownersOf = (files: readonly SourceFile[]): Owner[] => {
  const owners = new Map<string, Owner>();
  const own = (schema: string, table: string, folder: string) => {
    const owner = owners.get(schema) ?? { schema, tables: new Set<string>(), folder };
    if (owner.folder !== folder) throw new Error(`schema ${schema} is created in ${owner.folder} and in ${folder}: one owner per schema`);
    owner.tables.add(table);
    owners.set(schema, owner);
  };
  for (const { path, text } of files) {
    const folder = dirnameOf(path);
    // a read model: projections/src/<context>/<readModel>/schema.ts, its tables unqualified (the runner sets search_path)
    if (/^projections\/src\/[^/]+\/[^/]+\/schema\.ts$/.test(path)) {
      const name = /\bname: '([a-z_]+)'/.exec(text)?.[1];
      if (!name) throw new Error(`${path}: no schema name`);
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

/** every line of code that names a table outside its owner, or imports slonik outside the readers */
export const findViolations = (files: readonly SourceFile[]): string[] => {
  const owners = ownersOf(files);
  const violations: string[] = [];
  for (const { path, text } of files) {
    codeOf(text)
      .split('\n')
      .forEach((line, index) => {
        for (const owner of owners) {
          if (path.startsWith(owner.folder)) continue;
          const named = new RegExp(`\\b${owner.schema}\\.(${[...owner.tables].join('|')})\\b`).exec(line);
          if (named)
            violations.push(`${path}:${index + 1}: names ${named[0]}, owned by ${owner.folder} (read it through that folder's readers)`);
        }
        if (/from 'slonik'/.test(line) && !SLONIK_ALLOWED.some((allowed) => allowed.test(path))) {
          violations.push(`${path}:${index + 1}: imports slonik outside the readers (projections/src/<context>/<readModel>/)`);
        }
      });
  }
  return violations;
};
