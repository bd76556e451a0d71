import cliProgress from 'cli-progress';
import type { Platform } from '../runtime/platform.ts';
import type { Projection } from './projection.ts';
import { rebuildProjection, type RebuildResult } from './rebuild.ts';

export type ReplayOutcome = { ok: true; results: RebuildResult[] } | { ok: false; message: string };

/** Picks the projections `wanted` names: one by name, or `all`. */
export const chooseProjections = (projections: readonly Projection[], wanted: string | undefined): Projection[] | string => {
  const names = projections.map((projection) => projection.name).join(', ') || '(none yet)';
  if (!wanted) return `usage: npm run replay -- [--parked] <projection|all>\nprojections: ${names}`;
  if (wanted === 'all') return [...projections];
  const chosen = projections.filter((projection) => projection.name === wanted);
  return chosen.length > 0 ? chosen : `no projection named "${wanted}"; projections: ${names}`;
};

/**
 * Rebuilds the chosen projections one after another (blue/green, see rebuild.ts), drawing a
 * progress bar per projection on `stream`, and returns the figures.
 */
export const replayProjections = async (options: {
  platform: Platform;
  projections: readonly Projection[];
  stream?: NodeJS.WritableStream;
  batchSize?: number;
}): Promise<RebuildResult[]> => {
  const { platform } = options;
  const results: RebuildResult[] = [];
  for (const projection of options.projections) {
    const bar = new cliProgress.SingleBar(
      {
        format: `${projection.name.padEnd(28)} [{bar}] {percentage}% | {events} events | {rate} events/s`,
        hideCursor: true,
        stream: options.stream ?? process.stderr,
        noTTYOutput: true,
        notTTYSchedule: 1000,
      },
      cliProgress.Presets.shades_classic,
    );
    const started = performance.now();
    // positions are not counts: the share of the head's sequence is the honest measure of progress
    let head = 0;
    bar.start(100, 0, { events: 0, rate: 0 });
    const result = await rebuildProjection({
      pool: platform.pool,
      store: platform.store,
      log: platform.log,
      projection,
      batchSize: options.batchSize,
      onProgress: (progress) => {
        head ||= Number(progress.head?.seq ?? 0);
        const share = head > 0 && progress.position ? Math.min(100, Math.floor((Number(progress.position.seq) / head) * 100)) : 0;
        bar.update(share, {
          events: progress.events,
          rate: Math.round(progress.events / Math.max((performance.now() - started) / 1000, 0.001)),
        });
      },
    });
    bar.update(100, { events: result.events, rate: result.eventsPerSecond });
    bar.stop();
    results.push(result);
  }
  return results;
};

export const formatReplayResults = (results: readonly RebuildResult[]): string => {
  if (results.length === 0) return 'nothing to replay: no projections are registered yet\n';
  const rows = results.map((result) => [
    result.projection,
    String(result.events),
    result.seconds.toFixed(2),
    String(result.eventsPerSecond),
  ]);
  const header = ['projection', 'events', 'seconds', 'events/s'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
};
