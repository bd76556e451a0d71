import { randomUUID } from 'node:crypto';
import type { EventContract, NewEvent, RecordedEvent } from '@canopy/contracts';
import type { AppendResult, EventStore, ExpectedRevision } from '../eventStore/eventStore.ts';
import { openPersonalData, sealPersonalData } from '../pii/personalData.ts';
import type { KeyVault } from '../pii/vault.ts';
import type { DomainEvent } from './decider.ts';

/** Who asked, for whom: becomes the metadata of every event a command appends. */
export type CommandContext = {
  teamId: string | null;
  workspaceId?: string | null;
  actor: string;
  correlationId: string;
  causationId?: string | null;
  now: Date;
};

/**
 * The typed face of the event store: validates events against their contracts, seals personal
 * data on the way in, upcasts and opens it on the way out. Unknown types pass through untouched.
 */
export type EventLog = {
  readonly store: EventStore;
  append(streamId: string, events: DomainEvent[], options: { expectedRevision: ExpectedRevision; context: CommandContext }): Promise<AppendResult>;
  /** a stream's events, opened and upcast, with the revision to expect on the next append */
  readStream(streamId: string): Promise<{ events: RecordedEvent[]; revision: number | 'no_stream' }>;
  open(records: RecordedEvent[]): Promise<RecordedEvent[]>;
  contractOf(type: string): EventContract | undefined;
};

/** events sealed at a time in a large append, each chunk written while the next is sealed */
const SEALED_CHUNK_EVENTS = 8;

export const createEventLog = (store: EventStore, vault: KeyVault, contracts: readonly EventContract[]): EventLog => {
  const registry = new Map<string, EventContract>();
  for (const contract of contracts) {
    const existing = registry.get(contract.type);
    if (existing && existing !== contract) throw new Error(`event type ${contract.type} is defined twice`);
    registry.set(contract.type, contract);
  }

  const upcast = (record: RecordedEvent, contract: EventContract): RecordedEvent => {
    let data = record.data;
    for (let version = record.schemaVersion; version < contract.version; version++) data = contract.upcasters[version]!(data);
    return data === record.data ? record : { ...record, data, schemaVersion: contract.version };
  };

  const open = async (records: RecordedEvent[]): Promise<RecordedEvent[]> => {
    const known = records.map((record) => ({ record, contract: registry.get(record.type) }));
    const upcast_ = known.map(({ record, contract }) => (contract ? upcast(record, contract) : record));
    const withSchema = known.flatMap(({ contract }, index) => (contract ? [{ index, schema: contract.schema, data: upcast_[index]!.data }] : []));
    const opened = await openPersonalData(vault, withSchema);
    const result = [...upcast_];
    withSchema.forEach(({ index }, i) => { result[index] = { ...upcast_[index]!, data: opened[i]! }; });
    return result;
  };

  return {
    store,
    contractOf: (type) => registry.get(type),
    async append(streamId, events, { expectedRevision, context }) {
      const checked = events.map((event) => {
        const contract = registry.get(event.type);
        if (!contract) throw new Error(`event type ${event.type} has no contract`);
        return { contract, schema: contract.schema, data: contract.schema.parse(event.data) as Record<string, unknown> };
      });
      const occurredAt = context.now.toISOString();
      const metadata = {
        teamId: context.teamId,
        workspaceId: context.workspaceId ?? null,
        actor: context.actor,
        correlationId: context.correlationId,
        causationId: context.causationId ?? null,
      };
      const sealedEvents = async (part: typeof checked): Promise<NewEvent[]> => {
        const sealed = await sealPersonalData(vault, part);
        return part.map(({ contract }, index) => ({ eventId: randomUUID(), type: contract.type, schemaVersion: contract.version, data: sealed[index]!, metadata, occurredAt }));
      };
      if (checked.length <= SEALED_CHUNK_EVENTS) return store.appendToStream(streamId, await sealedEvents(checked), { expectedRevision });
      // a large append (an import) is sealed a chunk at a time while the store writes the chunk before
      async function* chunks() {
        for (let start = 0; start < checked.length; start += SEALED_CHUNK_EVENTS) yield sealedEvents(checked.slice(start, start + SEALED_CHUNK_EVENTS));
      }
      return store.appendChunks(streamId, chunks(), { expectedRevision });
    },
    async readStream(streamId) {
      const records = await store.readStream(streamId);
      return { events: await open(records), revision: records.length === 0 ? 'no_stream' : records[records.length - 1]!.revision };
    },
    open,
  };
};
