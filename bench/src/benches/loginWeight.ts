import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ratio, verdict, type BenchReport } from '../support/report.ts';

/** The web build `npm run build` leaves; vite writes the manifest there because of `build.manifest`. */
export const DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
export const MANIFEST = `${DIST}.vite/manifest.json`;
/** The route's own module when the router loads it lazily: counted with what it imports statically. */
const LOGIN_MODULE = 'src/features/session/LoginPage.tsx';
const GOAL_KB = 250;
const DASHBOARD_ENTRY = 'index.html';

export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** kilobytes of 1,000 bytes, as vite reports sizes */
export const kb = (bytes: number) => bytes / 1000;
export const kbText = (bytes: number) => `${kb(bytes).toFixed(1)} kB`;
export const gzipped = (file: string) => gzipSync(readFileSync(`${DIST}${file}`)).length;

/** the chunks a browser fetches before `from` runs: the chunks themselves and, transitively, their static imports */
export const staticClosure = (manifest: Manifest, from: string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of from) visit(key);
  return seen;
};

/**
 * What a first visit to the login page ('/' logged out) downloads: the entry chunk of index.html with its static
 * imports, and the login page's chunk with its own if the router loads it lazily. Measured on the build's files,
 * gzip-compressed one by one as a server would send them, against the whole app's JavaScript.
 */
export const loginWeightBench = async (): Promise<BenchReport> => {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  // the dashboard's entry; respond.html is the respondent pages' own (respondentWeight.ts)
  if (!manifest[DASHBOARD_ENTRY]?.isEntry) throw new Error(`the build manifest has no entry ${DASHBOARD_ENTRY}`);
  const loginKeys = staticClosure(manifest, manifest[LOGIN_MODULE] ? [DASHBOARD_ENTRY, LOGIN_MODULE] : [DASHBOARD_ENTRY]);

  const jsFiles = (keys: Iterable<string>) => new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')));
  const cssFiles = (keys: Iterable<string>) => new Set([...keys].flatMap((key) => manifest[key]!.css ?? []));
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipped(file), 0);

  const loginJs = jsFiles(loginKeys);
  const allJs = jsFiles(Object.keys(manifest));
  const loginBytes = sum(loginJs);
  const allBytes = sum(allJs);
  const loginCss = sum(cssFiles(loginKeys));
  const allCss = sum(cssFiles(Object.keys(manifest)));
  const heaviest = [...loginJs]
    .map((file) => ({ file, bytes: gzipped(file) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 4)
    .map(({ file, bytes }) => `${file.replace(/^assets\//, '')} ${kbText(bytes)}`)
    .join(', ');

  return {
    title: 'JavaScript of the login page',
    howMeasured:
      `\`npm run build\` with \`build.manifest\`; bench/src/benches/loginWeight.ts reads web/dist/.vite/manifest.json, takes the entry chunk ` +
      `(index.html) and ${LOGIN_MODULE} (lazy like every page) with everything they import statically — what the browser must fetch before ` +
      'the login form shows — gzips each chunk file on its own (zlib default level, as a server compresses) and sums them. Baseline: every ' +
      "JavaScript chunk of the build (all pages), gzipped the same way. CSS is reported beside it; the goal is the JavaScript's.",
    rows: [
      {
        bench: 'login page (/, logged out): JavaScript fetched, gzip',
        figure: `${kbText(loginBytes)} in ${loginJs.size} chunks`,
        goal: `<= ${GOAL_KB} kB`,
        baseline: `whole app: ${kbText(allBytes)} in ${allJs.size} chunks`,
        ratio: ratio(loginBytes, allBytes),
        verdict: verdict(kb(loginBytes) <= GOAL_KB),
      },
      {
        bench: 'diagnostic: heaviest chunks of the login page, gzip',
        figure: heaviest,
        goal: '—',
        baseline: '—',
        ratio: '—',
        verdict: '—',
      },
      {
        bench: 'diagnostic: CSS of the login page, gzip',
        figure: kbText(loginCss),
        goal: '—',
        baseline: `whole app: ${kbText(allCss)}`,
        ratio: ratio(loginCss, allCss),
        verdict: '—',
      },
    ],
  };
};
