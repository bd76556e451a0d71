import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@canopy/platform/db/embeddedPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One throwaway PostgreSQL cluster for the whole run, or the one in TEST_DATABASE_URL. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-test-pg-'));
  const { chmodSync } = await import('node:fs');
  chmodSync(dir, 0o755);
  const running = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), ephemeral: true });
  project.provide('postgresUrl', running.url('postgres'));
  return async () => {
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
