import type { GlobalPosition } from '@canopy/contracts';
import { comparePositions } from '@canopy/contracts/platform/consistency';

/** negative when a is before b in the log, 0 when equal, positive after (shared with the browser's consistency headers) */
export { comparePositions };

export const position = (tx: bigint | string | number, seq: bigint | string | number): GlobalPosition => ({
  tx: String(tx),
  seq: String(seq),
});

export const isAfter = (a: GlobalPosition, b: GlobalPosition | null): boolean => b === null || comparePositions(a, b) > 0;

export const maxPosition = (a: GlobalPosition | null, b: GlobalPosition | null): GlobalPosition | null =>
  a === null ? b : b === null ? a : comparePositions(a, b) >= 0 ? a : b;
