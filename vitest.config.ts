import { defineConfig } from 'vitest/config';

// Test files by kind (see docs/testing.md): unit specs sit beside the code they pin and touch no I/O;
// integration and contract specs run against one embedded PostgreSQL cluster, a database per file;
// e2e specs drive Debian's Chromium against the running product.
export default defineConfig({
  test: {
    // Two files at a time on this 2-core machine, whatever their kind: the browser specs are half of the suite's
    // time (docs/testing.md), so they run beside the integration specs instead of one after another at the end.
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
          // one import of the product per worker instead of one per file; specs keep no module state between files
          isolate: false,
          include: ['tests/int/**/*.int.spec.ts', 'tests/contract/**/*.contract.spec.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.spec.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
