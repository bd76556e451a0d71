// `npm run lint:clock`: no `new Date()` or `Date.now()` in the product's server code outside the platform's time
// module and the specs (scripts/clockReads.ts has the rule; ADR 0137).
import { join } from 'node:path';
import { type AllowedClockRead, type ClockRead, clockReadsOf, findClockViolations } from './clockReads.ts';
import { forEachProgramFile } from './importEdges.ts';

const ROOT = join(import.meta.dirname, '..');
/** the server side's product code; the web app reads the browser's clock, tests and benches time themselves */
const SCANNED = ['services', 'projections', 'contracts'];

/** reads kept on purpose, each with why no handed clock reaches it */
const ALLOWED: readonly AllowedClockRead[] = [
  {
    from: 'contracts/src/participants/api.ts',
    why: 'the "date in the future" rule of a roster date runs in the browser and at the edge alike: contracts are shared with the web app, which has no deps.clock',
  },
  {
    from: 'contracts/src/hris/api.ts',
    why: "isSyncInProgress's default `now` for the web app's callers; the server passes its clock",
  },
];

const reads: ClockRead[] = [];
forEachProgramFile(ROOT, ['tsconfig.json'], SCANNED, (file, from) => reads.push(...clockReadsOf(file, from)));
const violations = findClockViolations(reads, ALLOWED);
if (violations.length > 0) {
  console.error(`${violations.length} read(s) of the machine's clock instead of the clock handed in:\n${violations.join('\n')}`);
  process.exit(1);
}
console.log(`clock: ${SCANNED.join(', ')} read the time through the clock they are handed (${ALLOWED.length} reads kept on purpose)`);
