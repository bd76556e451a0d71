import { defineConfig } from 'vitest/config';

// Test files by kind (see docs/testing.md): unit specs sit beside the code they pin and touch no I/O;
// integration and contract specs run against one embedded PostgreSQL cluster, a database per file;
// e2e specs drive Debian's Chromium against the running product.
/** specs that read the log right after appending to it (see the int-log project) */
const LOG_ORDER_SPECS = [
  'tests/int/groupCommit.int.spec.ts',
  'tests/int/projectionRunner.int.spec.ts',
  'tests/int/postgresEventStoreGaps.int.spec.ts',
  'tests/int/personalData.int.spec.ts',
  // replays the log the moment after appending 120 events: a transaction of another file held back the last one
  'tests/int/replay.int.spec.ts',
];

export default defineConfig({
  test: {
    // Two integration files at a time on this 2-core machine (their time is mostly waits for read models and
    // jobs); the browser specs then run one file at a time on their own (see the e2e project).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          // pure code: one import of each module per worker instead of one per file (imports were two thirds of the time)
          isolate: false,
          include: [
            'contracts/src/**/*.unit.spec.ts',
            'services/*/src/**/*.unit.spec.ts',
            'projections/src/**/*.unit.spec.ts',
            'web/src/**/*.unit.spec.ts',
            'scripts/**/*.unit.spec.ts',
          ],
        },
      },
      {
        test: {
          name: 'int',
          // a test bound by time (a page wait, a sweep within a minute) that fails once beside the other lane gets one more
          // try in its file; one that fails twice fails the run, and the report lists every retry (docs/testing.md)
          retry: 1,
          // one import of the product per worker instead of one per file; specs keep no module state between files
          isolate: false,
          include: ['tests/int/**/*.int.spec.ts'],
          exclude: LOG_ORDER_SPECS,
          globalSetup: ['tests/support/globalSetup.ts'],
          // room for a file beside a browser file on two cores (scripts/test.ts); a passing test ends sooner
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The log's order specs, alone on their cluster after everything else: the event store shows an event once
          // every older transaction of the cluster has ended (pg_snapshot_xmin), so another file's open transaction
          // would hold back what these specs read the moment after they append.
          name: 'int-log',
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          include: [...LOG_ORDER_SPECS, 'tests/contract/**/*.contract.spec.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // a test bound by time (a page wait, a sweep within a minute) that fails once beside the other lane gets one more
          // try in its file; one that fails twice fails the run, and the report lists every retry (docs/testing.md)
          retry: 1,
          include: ['tests/e2e/**/*.e2e.spec.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          // room for a browser file beside other files on two cores (scripts/test.ts); a passing test ends sooner
          testTimeout: 240_000,
          hookTimeout: 180_000,
          // one browser file at a time per vitest process (`npm test` runs two such lanes, see scripts/test.ts)
          fileParallelism: false,
          // one import of the product and of playwright per lane instead of one per file (about 3 s a file); each
          // file still starts its own runtime on its own database and its own Chromium
          isolate: false,
          // after the other projects when one vitest runs them all (a group of its own: one worker, not two)
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
