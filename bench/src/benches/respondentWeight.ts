import { existsSync, readFileSync } from 'node:fs';
import { ratio, verdict, type BenchReport } from '../support/report.ts';
import { gzipped, kb, kbText, MANIFEST, type Manifest, staticClosure } from './loginWeight.ts';

/** the respondent pages' own entry (ADR 0038) */
const RESPONDENT_ENTRY = 'respond.html';
const DASHBOARD_ENTRY = 'index.html';
const GOAL_KB = 120;

/**
 * What a respondent's phone downloads before the first step of a package link shows: respond.html's entry chunk
 * and its static imports (the phone-code list is fetched later, only when a phone is asked for), gzipped one by
 * one, beside what the dashboard's first screen fetches.
 */
export const respondentWeightBench = async (): Promise<BenchReport> => {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  if (!manifest[RESPONDENT_ENTRY]?.isEntry) throw new Error(`the build manifest has no entry ${RESPONDENT_ENTRY}`);
  const jsFiles = (keys: Iterable<string>) => new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')));
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipped(file), 0);

  const respondent = jsFiles(staticClosure(manifest, [RESPONDENT_ENTRY]));
  const dashboard = jsFiles(staticClosure(manifest, [DASHBOARD_ENTRY]));
  const bytes = sum(respondent);
  const dashboardBytes = sum(dashboard);
  const css = [...new Set(manifest[RESPONDENT_ENTRY]!.css ?? [])].reduce((total, file) => total + gzipped(file), 0);
  const shared = [...respondent].filter((file) => dashboard.has(file));
  const heaviest = [...respondent]
    .map((file) => ({ file, bytes: gzipped(file) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 4)
    .map(({ file, bytes: size }) => `${file.replace(/^assets\//, '')} ${kbText(size)}`)
    .join(', ');

  return {
    title: 'JavaScript of the respondent page',
    howMeasured:
      `\`npm run build\`; bench/src/benches/respondentWeight.ts reads web/dist/.vite/manifest.json, takes the entry ${RESPONDENT_ENTRY} ` +
      '(/assessment-responding/{link} and /collaborator-responding/{link}) with every chunk it imports statically, gzips each file on ' +
      `its own and sums them. Baseline: the dashboard entry (${DASHBOARD_ENTRY}) with its static imports, before any page chunk.`,
    rows: [
      {
        bench: 'respondent page (first step): JavaScript fetched, gzip',
        figure: `${kbText(bytes)} in ${respondent.size} chunks`,
        goal: `<= ${GOAL_KB} kB`,
        baseline: `dashboard entry: ${kbText(dashboardBytes)} in ${dashboard.size} chunks`,
        ratio: ratio(bytes, dashboardBytes),
        verdict: verdict(kb(bytes) <= GOAL_KB),
      },
      {
        bench: 'diagnostic: heaviest chunks of the respondent page, gzip',
        figure: `${heaviest}; shared with the dashboard: ${shared.length}`,
        goal: '—',
        baseline: '—',
        ratio: '—',
        verdict: '—',
      },
      { bench: 'diagnostic: CSS of the respondent page, gzip', figure: kbText(css), goal: '—', baseline: '—', ratio: '—', verdict: '—' },
    ],
  };
};
