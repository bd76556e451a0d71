import { useSyncExternalStore } from 'react';

// Workspaces the server has deleted whose row is still fading out (a deleted workspace's row fades away
// once the server confirms). Every list that shows workspaces reads this, wherever the delete started.

let leaving: readonly string[] = [];
const listeners = new Set<() => void>();

function set(next: readonly string[]): void {
  leaving = next;
  for (const listener of listeners) listener();
}

export function markLeaving(id: string): void {
  if (!leaving.includes(id)) set([...leaving, id]);
}

export function unmarkLeaving(id: string): void {
  if (leaving.includes(id)) set(leaving.filter((item) => item !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** the ids of workspaces fading out now */
export function useLeavingWorkspaces(): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => leaving,
    () => leaving,
  );
}
