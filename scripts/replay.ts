import { allContracts } from '@canopy/gateway/modules';
import { allProjections } from '@canopy/projections';
import { chooseProjections, formatReplayResults, replayProjections } from '@canopy/platform/projections/replay';
import { readConfig } from '@canopy/platform/runtime/config';
import { openPlatform } from '@canopy/platform/runtime/platform';
import pino from 'pino';

// `npm run replay -- <projection|all>`: rebuilds read models from position 0, blue/green, while
// the running product keeps answering from the old tables until the new ones have caught up.
const chosen = chooseProjections(allProjections, process.argv[2]);
if (typeof chosen === 'string') {
  process.stderr.write(`${chosen}\n`);
  process.exit(2);
}
const platform = await openPlatform(readConfig(), allContracts, pino({ level: 'warn' }));
try {
  const results = await replayProjections({ platform, projections: chosen });
  process.stdout.write(formatReplayResults(results));
} finally {
  await platform.close();
}
