import { z } from 'zod';

/** The relay process's settings (deploy/docker-compose.yml sets them). */
export const RelayConfig = z
  .object({
    /** PostgreSQL holding the relay checkpoint (and, with EVENT_STORE=postgres, the log) */
    DATABASE_URL: z.string().min(1),
    EVENT_STORE: z.enum(['postgres', 'esdb']).default('postgres'),
    ESDB_URL: z.string().optional(),
    /** comma separated host:port list */
    KAFKA_BROKERS: z.string().min(1),
    KAFKA_TOPIC: z.string().min(1).default('canopy.events'),
    KAFKA_CLIENT_ID: z.string().min(1).default('canopy-relay'),
    /** the checkpoint's key; default `kafka:<topic>`, so a new topic is filled from the start */
    RELAY_NAME: z.string().min(1).optional(),
    RELAY_BATCH_SIZE: z.coerce.number().int().positive().default(500),
    /** /health/live, /health/ready and /metrics; 0 turns the server off */
    HEALTH_PORT: z.coerce.number().int().min(0).default(8081),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** how long SIGTERM waits for the running publish before giving up */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  })
  .superRefine((config, context) => {
    if (config.EVENT_STORE === 'esdb' && !config.ESDB_URL)
      context.addIssue({ code: 'custom', path: ['ESDB_URL'], message: 'EVENT_STORE=esdb needs ESDB_URL' });
  })
  .transform((config) => ({
    ...config,
    brokers: config.KAFKA_BROKERS.split(',')
      .map((broker) => broker.trim())
      .filter((broker) => broker.length > 0),
    relayName: config.RELAY_NAME ?? `kafka:${config.KAFKA_TOPIC}`,
  }));
export type RelayConfig = z.infer<typeof RelayConfig>;

export const readRelayConfig = (env: NodeJS.ProcessEnv = process.env): RelayConfig => {
  const parsed = RelayConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`the relay's configuration is not valid:\n${problems}`);
  }
  if (parsed.data.brokers.length === 0) throw new Error("the relay's configuration is not valid:\n  KAFKA_BROKERS: no broker");
  return parsed.data;
};
