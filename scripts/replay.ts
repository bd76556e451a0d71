import { allContracts } from '@canopy/gateway/modules';
import { allProjections } from '@canopy/projections';
import { rebuildProjection, type RebuildResult } from '@canopy/platform/projections/rebuild';
import { readConfig } from '@canopy/platform/runtime/config';
import { openPlatform } from '@canopy/platform/runtime/platform';
import cliProgress from 'cli-progress';
import pino from 'pino';

// `npm run replay -- <projection|all>`: rebuilds read models from position 0, blue/green, while
// the running product keeps answering from the old tables until the new ones have caught up.
const wanted = process.argv[2];
const names = allProjections.map((projection) => projection.name);
if (!wanted) {
  process.stderr.write(`usage: npm run replay -- <projection|all>\nprojections: ${names.join(', ') || '(none yet)'}\n`);
  process.exit(2);
}
const chosen = wanted === 'all' ? allProjections : allProjections.filter((projection) => projection.name === wanted);
if (chosen.length === 0) {
  process.stderr.write(`no projection named "${wanted}"; projections: ${names.join(', ') || '(none yet)'}\n`);
  process.exit(2);
}

const config = readConfig();
const logger = pino({ level: 'warn' });
const platform = await openPlatform(config, allContracts, logger);
const results: RebuildResult[] = [];
try {
  for (const projection of chosen) {
    const bar = new cliProgress.SingleBar(
      { format: `${projection.name.padEnd(28)} [{bar}] {percentage}% | {value}/{total} events | {rate} events/s`, hideCursor: true, noTTYOutput: true, notTTYSchedule: 2000 },
      cliProgress.Presets.shades_classic,
    );
    const started = performance.now();
    let total = 0;
    const result = await rebuildProjection({
      pool: platform.pool,
      store: platform.store,
      log: platform.log,
      projection,
      onProgress: ({ events, position, head }) => {
        // positions are not counts; the share of the head's sequence is the honest estimate of progress
        if (total === 0) { total = Math.max(Number(head?.seq ?? 0), events); bar.start(total, 0, { rate: 0 }); }
        const done = position && head ? Math.min(Number(position.seq), total) : events;
        bar.update(Math.max(done, Math.min(events, total)), { rate: Math.round(events / ((performance.now() - started) / 1000 || 1)) });
      },
    });
    if (total === 0) bar.start(1, 1, { rate: 0 });
    bar.update(bar.getTotal(), { rate: result.eventsPerSecond });
    bar.stop();
    results.push(result);
  }
  console.table(results.map((result) => ({ projection: result.projection, events: result.events, seconds: result.seconds.toFixed(2), 'events/s': result.eventsPerSecond })));
} finally {
  await platform.close();
}
