// The web app's data-access convention (docs/architecture.md, "The web app"): a feature folder
// web/src/features/<area>/ keeps its fetchers in api.ts, its query keys in a key factory (queries.ts) and every
// TanStack Query call in hooks/, one hook per file. Pages and components call those hooks, so a key is written
// once and an invalidation cannot miss a query that spells its key differently.

export type SourceFile = { path: string; text: string };

const QUERY_CALL = /\b(useQuery|useQueries|useMutation|useInfiniteQuery|useSuspenseQuery)\s*(<[^(]*>)?\s*\(/g;
const FEATURE = /^web\/src\/features\/([^/]+)\/(.*)$/;

/** `path:line: message` for each query call outside a feature's hooks/ and each feature whose hooks have no key factory */
export function findWebDataViolations(files: readonly SourceFile[]): string[] {
  const violations: string[] = [];
  const withHooks = new Set<string>();
  const withKeys = new Set<string>();
  for (const { path, text } of files) {
    const feature = FEATURE.exec(path);
    if (!feature || /\.spec\.tsx?$/.test(path)) continue;
    const [, area, rest] = feature as unknown as [string, string, string];
    if (rest === 'queries.ts') withKeys.add(area);
    if (rest.startsWith('hooks/')) {
      withHooks.add(area);
      continue;
    }
    for (const match of text.matchAll(QUERY_CALL)) {
      const line = text.slice(0, match.index).split('\n').length;
      violations.push(`${path}:${line}: ${match[1]} outside hooks/ (move it into web/src/features/${area}/hooks/)`);
    }
  }
  for (const area of withHooks) {
    if (!withKeys.has(area)) violations.push(`web/src/features/${area}/: hooks without a query-key factory (queries.ts)`);
  }
  return violations;
}
