import { streamCommand } from '@canopy/platform/commands/streamCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { evolveHris, hrisStreamId, initialHrisState, type HrisEvent, type HrisState } from './connection/connection.ts';
import { hrisDecider } from './connection/decide.ts';

/** what the HRIS tab and the workspace answer read next: commands wait for it (read-your-writes) */
export const HRIS_READ_MODELS = ['hris'] as const;

export const createHrisCommands = (deps: ServiceDeps) => ({
  handle: streamCommand(deps, hrisDecider, hrisStreamId, HRIS_READ_MODELS),
  /** the connection as its stream says now (a handful of events per day: folding it is cheap) */
  async state(workspaceId: string): Promise<HrisState> {
    const { events } = await deps.platform.log.readStream(hrisStreamId(workspaceId));
    return events.reduce((state, event) => evolveHris(state, { type: event.type, data: event.data } as HrisEvent), initialHrisState());
  },
});

export type HrisCommands = ReturnType<typeof createHrisCommands>;
