import type { GlobalPosition } from '@canopy/contracts';

export const position = (tx: bigint | string | number, seq: bigint | string | number): GlobalPosition => ({
  tx: String(tx),
  seq: String(seq),
});

/** negative when a is before b in the log, 0 when equal, positive after */
export const comparePositions = (a: GlobalPosition, b: GlobalPosition): number => {
  const tx = BigInt(a.tx) - BigInt(b.tx);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const seq = BigInt(a.seq) - BigInt(b.seq);
  return seq === 0n ? 0 : seq < 0n ? -1 : 1;
};

export const isAfter = (a: GlobalPosition, b: GlobalPosition | null): boolean => b === null || comparePositions(a, b) > 0;

export const maxPosition = (a: GlobalPosition | null, b: GlobalPosition | null): GlobalPosition | null =>
  a === null ? b : b === null ? a : comparePositions(a, b) >= 0 ? a : b;
