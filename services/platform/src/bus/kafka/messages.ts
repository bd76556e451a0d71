import { RecordedEvent } from '@canopy/contracts';
import type { GlobalPosition } from '@canopy/contracts';
import type { KafkaMessage, Message } from 'kafkajs';

/** Header names on every event message; the value is the RecordedEvent as JSON. */
export const HEADERS = {
  type: 'type',
  position: 'position',
  eventId: 'event-id',
} as const;

/** `tx:seq`, the header form of a position (readable in kafka-console-consumer) */
export const formatPosition = (position: GlobalPosition): string => `${position.tx}:${position.seq}`;

/** One event as a Kafka message: keyed by stream, so a stream always lands in one partition. */
export const toKafkaMessage = (event: RecordedEvent): Message => ({
  key: event.streamId,
  value: JSON.stringify(event),
  headers: {
    [HEADERS.type]: event.type,
    [HEADERS.position]: formatPosition(event.position),
    [HEADERS.eventId]: event.eventId,
  },
});

/** The event a message carries; throws when the value is not a RecordedEvent. */
export const fromKafkaMessage = (message: KafkaMessage): RecordedEvent => {
  if (message.value === null) throw new Error(`message at offset ${message.offset} has no value`);
  return RecordedEvent.parse(JSON.parse(message.value.toString('utf8')));
};

/** The committed consumer position travels as the offset commit's metadata. */
export const encodeCommitMetadata = (position: GlobalPosition | null): string | null => (position ? JSON.stringify(position) : null);

export const decodeCommitMetadata = (metadata: string | null | undefined): GlobalPosition | null => {
  if (!metadata) return null;
  try {
    const value = JSON.parse(metadata) as unknown;
    if (value && typeof value === 'object' && 'tx' in value && 'seq' in value) {
      const { tx, seq } = value as { tx: unknown; seq: unknown };
      if (typeof tx === 'string' && typeof seq === 'string' && /^\d+$/.test(tx) && /^\d+$/.test(seq)) return { tx, seq };
    }
  } catch {
    // not ours
  }
  return null;
};
