import { readConfig, type RuntimeConfig } from '@canopy/platform/runtime/config';

/** signs the bench runtime's tokens: the answers bench signs respondent tokens with it too, as identify would */
export const BENCH_JWT_SECRET = 'bench-secret-of-at-least-thirty-two-characters';

/** The runtime's settings in every bench: the given database, a free local port, no logs, rate limits lifted. */
export const benchRuntimeConfig = (databaseUrl: string, extra: Record<string, string> = {}): RuntimeConfig =>
  readConfig({
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    JWT_SECRET: BENCH_JWT_SECRET,
    RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
    RESPONDENT_RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
    RESPONDENT_LINK_RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
    ...extra,
  });
