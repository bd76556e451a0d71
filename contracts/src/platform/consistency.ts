import type { GlobalPosition } from './envelope.ts';

// Session consistency between a browser and the read models (ADR 0099). A command waits a bounded time for the
// read models the next screen reads; on a loaded machine that wait can end before they have its events, and the
// screen's next read would show the world before the change (a workspace just created missing from the list it
// was put in). So a command's answer names what it wrote, per read model, and the browser's next reads ask the
// gateway to wait (bounded) until those read models have it.

/** on a command's answer: `read model=tx.seq` pairs, comma-separated, for the read models it waited for */
export const WRITTEN_HEADER = 'canopy-written';
/** on a read: the positions the browser has been told of that its read models must reach before it is answered */
export const READ_AFTER_HEADER = 'canopy-read-after';

/** read model name -> the position of the last event written for it */
export type WrittenPositions = Record<string, GlobalPosition>;

/** the most read models a header may name: more is not a browser of ours, and is ignored past this */
const MAX_ENTRIES = 32;
const ENTRY = /^([a-z][a-z0-9_]{0,62})=(\d{1,30})\.(\d{1,30})$/;

/** negative when a is before b in the log, 0 when equal, positive after */
export const comparePositions = (a: GlobalPosition, b: GlobalPosition): number => {
  const tx = BigInt(a.tx) - BigInt(b.tx);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const seq = BigInt(a.seq) - BigInt(b.seq);
  return seq === 0n ? 0 : seq < 0n ? -1 : 1;
};

export const formatWritten = (written: WrittenPositions): string =>
  Object.entries(written)
    .map(([name, position]) => `${name}=${position.tx}.${position.seq}`)
    .join(',');

/**
 * The pairs of a header, the later position kept when a name repeats. A header is a hint, never an order: entries
 * that do not read as `name=tx.seq` are skipped, and a header of another shape reads as no pairs at all.
 */
export const parseWritten = (header: string | undefined | null): WrittenPositions => {
  const written: WrittenPositions = {};
  if (!header || header.length > MAX_ENTRIES * 128) return written;
  for (const entry of header.split(',').slice(0, MAX_ENTRIES)) {
    const match = ENTRY.exec(entry.trim());
    if (!match) continue;
    const [, name, tx, seq] = match as unknown as [string, string, string, string];
    written[name] = laterOf(written[name], { tx, seq });
  }
  return written;
};

const laterOf = (known: GlobalPosition | undefined, next: GlobalPosition): GlobalPosition =>
  known && comparePositions(known, next) >= 0 ? known : next;

/** both sets of pairs, the later position of each read model */
export const mergeWritten = (known: WrittenPositions, next: WrittenPositions): WrittenPositions => {
  const merged = { ...known };
  for (const [name, position] of Object.entries(next)) merged[name] = laterOf(merged[name], position);
  return merged;
};
