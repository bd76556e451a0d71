// The doors between contexts (docs/architecture.md, "Adding a context"; ADR 0052, 0136): a context is reached
// only through its entry point (`@canopy/<context>`, its package's only export) or a port it is handed; shared
// libraries (platform, projections, contracts) know no context; no context or projection knows the gateway, which
// mounts them all; a read model (`projections/src/<context>/…`) belongs to its context, and others read it through
// that context's entry point or a port it implements. `npm run lint:doors` runs these rules over the import edges
// the TypeScript compiler resolves (scripts/importEdges.ts), so how an import is spelled does not matter.
import type { ImportEdge } from './importEdges.ts';

export type PackageFile = { path: string; json: { exports?: unknown } };

/** A crossing the rules would refuse, kept on purpose until it is moved behind a door; `why` says what is left. */
export type AllowedCrossing = { from: string; to: string; why: string };

/** the shared libraries: any package may import their subpaths; they import no context */
export const SHARED = new Set(['platform', 'projections', 'contracts']);

/** the package a repository path belongs to: `services/<name>/…` is `<name>`; projections and contracts are theirs */
const packageOf = (path: string): string | null => {
  const [top, second] = path.split('/');
  if (top === 'services' && second) return second;
  if (top === 'projections' || top === 'contracts') return top;
  return null;
};

/** the context owning a read model: `projections/src/<context>/…` (the projector's own files at its root own none) */
const readModelOwnerOf = (path: string): string | null => {
  const match = /^projections\/src\/([^/]+)\/./.exec(path);
  return match ? match[1]! : null;
};

/**
 * the context reading a read model: a context's package, or a read-model folder of one; `null` for code that is no
 * context (the projector at projections/src's root, which runs them all; specs and benches, which check what a
 * read model holds; scripts)
 */
const readerOf = (path: string): string | null => {
  const pkg = packageOf(path);
  return pkg === 'projections' ? readModelOwnerOf(path) : pkg === 'contracts' || pkg === null ? null : pkg;
};

const isOurs = (specifier: string): boolean => specifier.startsWith('.') || specifier.startsWith('@canopy/');

const ruleOf = (edge: ImportEdge): string | null => {
  const own = packageOf(edge.from);
  if (edge.kind === 'computed')
    return 'a computed import cannot be checked: name the module with a string literal (a map of literal imports if it varies)';
  if (edge.kind === 'require')
    return isOurs(edge.specifier) ? "createRequire is for dependencies' CommonJS files: import our own modules" : null;
  if (edge.resolved === 'external') return null;
  if (edge.resolved === null) {
    const named = /^@canopy\/([^/]+)(\/.*)?$/.exec(edge.specifier);
    if (named && !SHARED.has(named[1]!) && named[2] !== undefined && named[1] !== own)
      return `reach ${named[1]} through its entry point @canopy/${named[1]} (or a port), not its internals`;
    return isOurs(edge.specifier) ? 'does not resolve to a file' : null;
  }
  const target = packageOf(edge.resolved);
  if (target === 'gateway' && own !== null && own !== 'gateway')
    return `${own} must not know the gateway (the gateway mounts the contexts, not the other way round)`;
  if (target !== null && own !== null && SHARED.has(own) && !SHARED.has(target))
    return `the shared library ${own} must not import a context`;
  const owner = readModelOwnerOf(edge.resolved);
  if (owner !== null) {
    const reader = readerOf(edge.from);
    return reader === null || reader === owner
      ? null
      : `reads ${owner}'s read model: go through @canopy/${owner} (its entry point, or a port it implements)`;
  }
  if (target === null || target === own) return null;
  if (SHARED.has(target)) return null;
  const entryPoint = edge.resolved === `services/${target}/src/index.ts`;
  if (!entryPoint || edge.specifier.startsWith('.'))
    return `reach ${target} through its entry point @canopy/${target} (or a port), not its internals`;
  return null;
};

export const findDoorViolations = (
  edges: readonly ImportEdge[],
  packages: readonly PackageFile[] = [],
  allowed: readonly AllowedCrossing[] = [],
): string[] => {
  const violations: string[] = [];
  const used = new Set<AllowedCrossing>();
  for (const edge of edges) {
    const rule = ruleOf(edge);
    if (rule === null) continue;
    const allowance = allowed.find(({ from, to }) => from === edge.from && to === edge.resolved);
    if (allowance) {
      used.add(allowance);
      continue;
    }
    violations.push(`${edge.from}:${edge.line}: imports ${edge.specifier}: ${rule}`);
  }
  for (const allowance of allowed) {
    if (!used.has(allowance))
      violations.push(`${allowance.from} no longer imports ${allowance.to}: take its entry off the allowed crossings`);
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
