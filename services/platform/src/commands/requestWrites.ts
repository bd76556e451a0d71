import { mergeWritten, type WrittenPositions } from '@canopy/contracts/platform/consistency';
import type { GlobalPosition } from '@canopy/contracts';

// What each HTTP request in flight has written, per read model (ADR 0099): a command notes the position of its
// append under its correlation id (the request's id for a route's command); the gateway opens the request's entry
// when the request arrives, puts what it holds on the answer, and closes it. Commands of no open request (jobs,
// the demo seed) note nothing.

const open = new Map<string, WrittenPositions>();

export const requestWrites = {
  open(requestId: string): void {
    open.set(requestId, {});
  },
  /** the read models a command waited for have (or will soon have) its events at `position` */
  note(requestId: string, position: GlobalPosition, readModels: readonly string[]): void {
    const known = open.get(requestId);
    if (!known || readModels.length === 0) return;
    open.set(requestId, mergeWritten(known, Object.fromEntries(readModels.map((name) => [name, position]))));
  },
  /** what the request wrote, and forgets it */
  close(requestId: string): WrittenPositions {
    const written = open.get(requestId) ?? {};
    open.delete(requestId);
    return written;
  },
  /** requests open now (a leak check for specs) */
  size: () => open.size,
};
