import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@canopy/platform/db/embeddedPostgres';
import { DEMO_ENV } from './demoLogins.ts';
import { buildRuntimeTemplate } from './templateDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** the migrated database each runtime's database is copied from ('' when there is none) */
    runtimeTemplate: string;
    /** a copy of the runtime template with the demo data seeded (the e2e project only; '' elsewhere) */
    demoTemplate: string;
  }
}

/**
 * The runtime template on the run's cluster (templateDatabase.ts), provided to the files; for the browser specs also
 * the demo template (half of them sign in on the demo data; seeding it once saves them a seed each).
 */
const provideTemplate = async (project: TestProject, adminUrl: string) => {
  const template = await buildRuntimeTemplate(adminUrl);
  project.provide('runtimeTemplate', template?.name ?? '');
  const demo =
    template && project.name === 'e2e' ? await buildRuntimeTemplate(adminUrl, { template: template.name, env: { ...DEMO_ENV } }) : null;
  project.provide('demoTemplate', demo?.name ?? '');
  return {
    drop: async () => {
      await demo?.drop();
      await template?.drop();
    },
  };
};

/** One throwaway PostgreSQL cluster for the whole run, or the one in TEST_DATABASE_URL; a runtime template on it. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    const template = await provideTemplate(project, process.env.TEST_DATABASE_URL);
    return async () => {
      await template?.drop();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-test-pg-'));
  const { chmodSync } = await import('node:fs');
  chmodSync(dir, 0o755);
  const running = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), ephemeral: true });
  project.provide('postgresUrl', running.url('postgres'));
  const template = await provideTemplate(project, running.url('postgres'));
  return async () => {
    await template?.drop().catch(() => {});
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
