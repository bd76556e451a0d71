import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startRuntime } from '@canopy/gateway';
import { readConfig } from '@canopy/platform/runtime/config';
import { dropDatabase } from './database.ts';
import { silentLogger } from './platform.ts';

/**
 * The product's database as a fresh `npm start` leaves it (event store, key vault, every read model migrated and
 * caught up with the default library, pg-boss's schema, the HRIS and mail tables), built once per run. Each file's
 * runtime starts on a copy of it (`create database … template`, well under a second) instead of migrating and
 * seeding a database of its own (several seconds a file on this machine). Null when it could not be built: runtimes
 * then start on empty databases as before.
 */
export const buildRuntimeTemplate = async (
  adminUrl: string,
  /** a template to start from (the runtime template) and the start's settings (the demo data's) */
  from: { template?: string; env?: Record<string, string> } = {},
): Promise<{ name: string; drop: () => Promise<void> } | null> => {
  const name = `tmpl_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(from.template ? `create database ${name} template ${from.template}` : `create database ${name}`);
    const runtime = await startRuntime({
      config: readConfig({ DATABASE_URL: url.toString(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...from.env }),
      logger: silentLogger,
    });
    // every read model has applied what the start-up seeds appended, so a copy starts caught up
    const head = await runtime.platform.store.headPosition();
    if (head) await runtime.deps.waiter.waitFor(head, undefined, 30_000);
    await runtime.stop();
    // a template must have no session open while it is copied
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
  } catch (error) {
    console.warn(`tests: the runtime template database could not be built; runtimes start on empty databases (${error})`);
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
    return null;
  }
  await admin.end();
  return {
    name,
    drop: () => dropDatabase(adminUrl, name),
  };
};
