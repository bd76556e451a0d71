import { allEventContracts } from '@canopy/contracts/registry';
import { allProjections } from '@canopy/projections';
import { chooseProjections, formatReplayResults, replayProjections } from '@canopy/platform/projections/replay';
import { formatParkedReplay, replayParked } from '@canopy/platform/projections/replayParked';
import { readConfig } from '@canopy/platform/runtime/config';
import { openPlatform } from '@canopy/platform/runtime/platform';
import pino from 'pino';

// `npm run replay -- <projection|all>`: rebuilds read models from position 0, blue/green, while
// the running product keeps answering from the old tables until the new ones have caught up.
// `npm run replay -- --parked <projection|all>`: applies the events a projection parked again, once
// the projection is fixed, and removes those that now apply (ADR 0020).
const parked = process.argv[2] === '--parked';
const chosen = chooseProjections(allProjections, process.argv[parked ? 3 : 2]);
if (typeof chosen === 'string') {
  process.stderr.write(`${chosen}\n`);
  process.exit(2);
}
const platform = await openPlatform(readConfig(), allEventContracts, pino({ level: 'warn' }));
try {
  if (parked) {
    const results = [];
    for (const projection of chosen) results.push(await replayParked({ pool: platform.pool, log: platform.log, projection }));
    process.stdout.write(formatParkedReplay(results));
  } else {
    const results = await replayProjections({ platform, projections: chosen });
    process.stdout.write(formatReplayResults(results));
  }
} finally {
  await platform.close();
}
