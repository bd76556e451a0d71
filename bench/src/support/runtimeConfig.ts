import { readConfig, type RuntimeConfig } from '@canopy/platform/runtime/config';

/** The runtime's settings in every bench: the given database, a free local port, no logs, rate limit lifted. */
export const benchRuntimeConfig = (databaseUrl: string): RuntimeConfig =>
  readConfig({ DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: String(1_000_000_000) });
