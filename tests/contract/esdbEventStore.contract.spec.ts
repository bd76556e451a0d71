import { describe, it } from 'vitest';
import { createEsdbEventStore } from '@canopy/platform/eventStore/esdb/esdbEventStore';
import { announceSkip, esdbConnection } from '../support/containers.ts';
import { eventStoreContract } from './eventStoreContract.ts';

// EventStoreDB from ESDB_URL or a container; skipped (with the reason printed) where neither exists.
const esdb = await esdbConnection();

if ('skip' in esdb) {
  announceSkip('event store contract: EventStoreDB', esdb);
  describe.skip(`event store contract: EventStoreDB (${esdb.skip})`, () => {
    it('needs EventStoreDB', () => {});
  });
} else {
  eventStoreContract('EventStoreDB', async () => {
    const store = createEsdbEventStore({ connectionString: esdb.url, retryDelayMs: 200 });
    return {
      store,
      teardown: async () => {
        await store.close();
        await esdb.stop();
      },
    };
  });
}
