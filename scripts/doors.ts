// The doors between contexts (docs/architecture.md, "Adding a context"): a context is reached only through its
// entry point (`@canopy/<context>`, its package's only export) or a port it is handed; shared libraries
// (platform, projections, contracts) know no context; no context or projection knows the gateway, which mounts
// them all. `npm run lint:doors` runs these rules over the repository.
import { posix } from 'node:path';

export type SourceFile = { path: string; text: string };
export type PackageFile = { path: string; json: { exports?: unknown } };

/** the shared libraries: any package may import their subpaths; they import no context */
export const SHARED = new Set(['platform', 'projections', 'contracts']);

/** every `from '…'`, `import '…'`, `import('…')` and `export … from '…'` of a file, with its line */
const importsOf = (text: string): Array<{ specifier: string; line: number }> => {
  const found: Array<{ specifier: string; line: number }> = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) {
    found.push({ specifier: match[1]!, line: text.slice(0, match.index).split('\n').length });
  }
  return found;
};

/** the package a repository path belongs to: `services/<name>/…` is `<name>`; projections and contracts are theirs */
const packageOf = (path: string): string | null => {
  const [top, second] = path.split('/');
  if (top === 'services' && second) return second;
  if (top === 'projections' || top === 'contracts') return top;
  return null;
};

/** the package and the rest of the path an import names, `@canopy/<name>/<rest>` or a relative path resolved */
const targetOf = (from: string, specifier: string): { pkg: string; subpath: boolean } | null => {
  const named = /^@canopy\/([^/]+)(\/.*)?$/.exec(specifier);
  if (named) return { pkg: named[1]!, subpath: named[2] !== undefined };
  if (!specifier.startsWith('.')) return null;
  const resolved = posix.normalize(posix.join(posix.dirname(from), specifier));
  const pkg = packageOf(resolved);
  return pkg ? { pkg, subpath: true } : null;
};

export const findDoorViolations = (files: readonly SourceFile[], packages: readonly PackageFile[] = []): string[] => {
  const violations: string[] = [];
  for (const file of files) {
    const own = packageOf(file.path);
    for (const { specifier, line } of importsOf(file.text)) {
      const target = targetOf(file.path, specifier);
      if (!target || target.pkg === own) continue;
      const where = `${file.path}:${line}: imports ${specifier}`;
      if (target.pkg === 'gateway' && own !== null) {
        violations.push(`${where}: ${own} must not know the gateway (the gateway mounts the contexts, not the other way round)`);
      } else if (own !== null && SHARED.has(own) && !SHARED.has(target.pkg)) {
        violations.push(`${where}: the shared library ${own} must not import a context`);
      } else if (!SHARED.has(target.pkg) && target.subpath) {
        violations.push(`${where}: reach ${target.pkg} through its entry point @canopy/${target.pkg} (or a port), not its internals`);
      }
    }
  }
  for (const { path, json } of packages) {
    const pkg = packageOf(path);
    if (!pkg || SHARED.has(pkg)) continue;
    const exported = json.exports && typeof json.exports === 'object' ? Object.keys(json.exports) : [];
    if (exported.length !== 1 || exported[0] !== '.')
      violations.push(
        `${path}: a context exports only its entry point ("exports": { ".": "./src/index.ts" }), not ${JSON.stringify(exported)}`,
      );
  }
  return violations;
};
