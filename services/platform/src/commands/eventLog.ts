import { newId } from '../ids.ts';
import type { EventContract, NewEvent, RecordedEvent } from '@canopy/contracts';
import type { AppendResult, EventStore, ExpectedRevision } from '../eventStore/eventStore.ts';
import { openPersonalData, sealPersonalData, sealWithKeys, subjectsOfItems } from '../pii/personalData.ts';
import type { KeyVault } from '../pii/vault.ts';
import type { DomainEvent } from './decider.ts';
import { assertStorableText } from './storableText.ts';

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
  append(
    streamId: string,
    events: DomainEvent[],
    options: { expectedRevision: ExpectedRevision; context: CommandContext },
  ): Promise<AppendResult>;
  /** several commands' events in one atomic append, each part with the metadata of its own command */
  appendParts(streamId: string, parts: readonly AppendPart[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** a stream's events, opened and upcast, with the revision to expect on the next append */
  readStream(streamId: string): Promise<{ events: RecordedEvent[]; revision: number | 'no_stream' }>;
  open(records: RecordedEvent[]): Promise<RecordedEvent[]>;
  contractOf(type: string): EventContract | undefined;
};

export type AppendPart = { events: DomainEvent[]; context: CommandContext };

const metadataOf = (context: CommandContext) => ({
  teamId: context.teamId,
  workspaceId: context.workspaceId ?? null,
  actor: context.actor,
  correlationId: context.correlationId,
  causationId: context.causationId ?? null,
});

/** events sealed at a time in a large append, each chunk written while the next is sealed */
const SEALED_CHUNK_EVENTS = 8;

/** a chunked append sealed someone with a key the vault did not keep: it is rolled back and sealed again */
class KeysChanged extends Error {}

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
    const withSchema = known.flatMap(({ contract }, index) =>
      contract ? [{ index, schema: contract.schema, data: upcast_[index]!.data }] : [],
    );
    const opened = await openPersonalData(vault, withSchema);
    const result = [...upcast_];
    withSchema.forEach(({ index }, i) => {
      result[index] = { ...upcast_[index]!, data: opened[i]! };
    });
    return result;
  };

  const appendParts: EventLog['appendParts'] = async (streamId, parts, { expectedRevision }) => {
    // refused before anything is written, so a failed command never leaves a half-stored event behind
    assertStorableText(streamId, 'stream');
    for (const { events, context } of parts) {
      for (const event of events) assertStorableText(event.data);
      assertStorableText(metadataOf(context), 'metadata');
    }
    const checked = parts.flatMap(({ events, context }) => {
      const metadata = metadataOf(context);
      const occurredAt = context.now.toISOString();
      return events.map((event) => {
        const contract = registry.get(event.type);
        if (!contract) throw new Error(`event type ${event.type} has no contract`);
        return {
          contract,
          metadata,
          occurredAt,
          schema: contract.schema,
          data: contract.schema.parse(event.data) as Record<string, unknown>,
        };
      });
    });
    const toNewEvents = (part: typeof checked, sealed: Array<Record<string, unknown>>): NewEvent[] =>
      part.map(({ contract, metadata, occurredAt }, index) => ({
        eventId: newId(),
        type: contract.type,
        schemaVersion: contract.version,
        data: sealed[index]!,
        metadata,
        occurredAt,
      }));
    const appendWhole = async () =>
      store.appendToStream(streamId, toNewEvents(checked, await sealPersonalData(vault, checked)), { expectedRevision });
    if (checked.length <= SEALED_CHUNK_EVENTS) return appendWhole();

    // A large append (an import) is sealed a chunk at a time while the store writes the chunk before. The
    // keys of everyone in it are asked for first, so that sealing needs no database connection while the
    // store holds one; if a key turns out otherwise (another process made it, the person was erased), the
    // chunks written with the made-up one are rolled back and the append is sealed again whole.
    const { keys, settled } = vault.keysAhead(subjectsOfItems(checked));
    async function* chunks() {
      for (let start = 0; start < checked.length; start += SEALED_CHUNK_EVENTS) {
        const part = checked.slice(start, start + SEALED_CHUNK_EVENTS);
        yield toNewEvents(part, sealWithKeys(keys, part));
      }
      if ((await settled).size > 0) throw new KeysChanged();
    }
    try {
      return await store.appendChunks(streamId, chunks(), { expectedRevision });
    } catch (error) {
      if (error instanceof KeysChanged) return appendWhole();
      throw error;
    }
  };

  return {
    store,
    contractOf: (type) => registry.get(type),
    append: (streamId, events, { expectedRevision, context }) => appendParts(streamId, [{ events, context }], { expectedRevision }),
    appendParts,
    async readStream(streamId) {
      const records = await store.readStream(streamId);
      return { events: await open(records), revision: records.length === 0 ? 'no_stream' : records[records.length - 1]!.revision };
    },
    open,
  };
};
