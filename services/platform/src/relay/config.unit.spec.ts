import { describe, expect, it } from 'vitest';
import { readRelayConfig } from './config.ts';

describe('relay configuration', () => {
  it('reads brokers, topic and the derived relay name', () => {
    const config = readRelayConfig({
      DATABASE_URL: 'postgres://db/canopy',
      KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092,',
      EVENT_STORE: 'esdb',
      ESDB_URL: 'esdb://es:2113?tls=false',
    });
    expect(config.brokers).toEqual(['kafka-1:9092', 'kafka-2:9092']);
    expect(config.KAFKA_TOPIC).toBe('canopy.events');
    expect(config.relayName).toBe('kafka:canopy.events');
    expect(config.EVENT_STORE).toBe('esdb');
    expect(config.HEALTH_PORT).toBe(8081);
  });

  it('refuses esdb without ESDB_URL and a missing broker list', () => {
    expect(() => readRelayConfig({ DATABASE_URL: 'postgres://db/canopy', KAFKA_BROKERS: 'k:9092', EVENT_STORE: 'esdb' })).toThrow(
      /ESDB_URL/,
    );
    expect(() => readRelayConfig({ DATABASE_URL: 'postgres://db/canopy' })).toThrow(/KAFKA_BROKERS/);
    expect(() => readRelayConfig({ DATABASE_URL: 'postgres://db/canopy', KAFKA_BROKERS: ' , ' })).toThrow(/no broker/);
  });
});
