import type { EventOf } from '@canopy/contracts';
import type { UnmaskedDataExported } from '@canopy/contracts/analytics/exports';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';

// A workspace's export log: every file that named people. Stream: `export-log-<workspace id>`. The event is
// appended before the file's first byte leaves, so no unmasked file goes out unrecorded.

export type ExportLogEvent = EventOf<typeof UnmaskedDataExported>;
export type RecordUnmaskedExport = { type: 'RecordUnmaskedExport'; data: ExportLogEvent['data'] };
/** the export ids already recorded: a retried command records nothing twice */
export type ExportLogState = ReadonlySet<string>;

export const exportLogDecider: Decider<RecordUnmaskedExport, ExportLogEvent, ExportLogState> = {
  initialState: () => new Set(),
  evolve: (state, event) => new Set([...state, event.data.export_id]),
  decide: (command, state) => {
    if (state.has(command.data.export_id)) return [];
    if (command.data.cycles.length === 0) throw new DomainError('An export names its cycles', 400);
    return [{ type: 'UnmaskedDataExported', data: command.data }];
  },
};
