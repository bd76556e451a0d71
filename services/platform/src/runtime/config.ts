import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@canopy/contracts/identity/api';
import { SETTLE_MS } from '../commands/settle.ts';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every setting Canopy reads from the environment; README.md lists them in one table. */
export const RuntimeConfig = z
  .object({
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().default('.data'),
    EMBEDDED_PG_PORT: z.coerce.number().int().positive().default(54329),
    EVENT_STORE: z.enum(['postgres', 'esdb']).default('postgres'),
    ESDB_URL: z.string().optional(),
    BUS: z.enum(['in-process', 'kafka']).default('in-process'),
    KAFKA_BROKERS: z.string().optional(),
    KAFKA_TOPIC: z.string().default('canopy.events'),
    PORT: z.coerce.number().int().min(0).default(3000),
    HOST: z.string().default('0.0.0.0'),
    RUN_PROJECTIONS: flag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** the public respondent routes: requests per client address (all of them together), and per link across addresses */
    RESPONDENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
    RESPONDENT_LINK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60_000),
    /** behind a load balancer: trust its X-Forwarded-For so rate limits see the client */
    TRUST_PROXY: flag.default(false),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().positive().optional(),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    MAIL_FROM: z.string().default('Canopy <no-reply@canopy.local>'),
    JWT_SECRET: z.string().optional(),
    PUBLIC_URL: z.string().optional(),
    /** port of the development mail catcher (SMTP_HOST unset); a free port when unset */
    DEV_SMTP_PORT: z.coerce.number().int().positive().optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 24 * 60 * 60),
    /** a refresh token presented again this soon after its use is taken for a lost answer, not a theft (0: never) */
    REFRESH_TOKEN_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).default(10),
    /** sign-in throttling: failures allowed per account and per client address within the window */
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    /** commands waiting on one stream in one process; the next is answered 503 (ADR 0026) */
    COMMAND_QUEUE_MAX_WAITING: z.coerce.number().int().positive().default(1000),
    /** how long a command may wait for the stream's earlier ones before it is answered 503 */
    COMMAND_QUEUE_MAX_WAIT_MS: z.coerce.number().int().positive().default(10_000),
    /** how long a command keeps retrying a conflict with another process before it answers 409 */
    COMMAND_CONFLICT_BUDGET_MS: z.coerce.number().int().min(0).default(3000),
    /**
     * how long a command waits, at most, for the read models its answer and the next screen read (and how long a read
     * carrying canopy-read-after waits for them, ADR 0099); past it the command answers anyway
     */
    COMMAND_SETTLE_MS: z.coerce.number().int().positive().default(SETTLE_MS),
    /** create the demo team and accounts on an empty database (npm start sets it; tests do not) */
    SEED_DEMO: flag.default(false),
    DEMO_PASSWORD: z.string().min(PASSWORD_MIN_LENGTH).default('canopy-demo'),
    DEMO_ADMIN_PASSWORD: z.string().min(PASSWORD_MIN_LENGTH).default('canopy-admin'),
    /** HRIS sync (ADR 0012): the HR system adapter; sandbox reads HRIS_SANDBOX_DIRECTORY (default: the demo company shipped with Canopy) */
    HRIS_PROVIDER: z.enum(['sandbox', 'finch']).default('sandbox'),
    HRIS_SANDBOX_DIRECTORY: z.string().optional(),
    /** seals HRIS access tokens and previews (at least 32 characters); derived from the JWT secret when unset */
    HRIS_TOKEN_KEY: z.string().min(32).optional(),
    /** the daily sync of every connection, cron in UTC */
    HRIS_SYNC_CRON: z.string().default('0 3 * * *'),
    HRIS_SYNC_RETRY_LIMIT: z.coerce.number().int().min(0).default(5),
    HRIS_SYNC_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().default(60),
    /** a run still active after this long is failed and retried */
    HRIS_SYNC_TIMEOUT_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * 60 * 60),
    /** the address mail leaves from, shown in the Package Schedule's IP Address Info so clients can allow it */
    MAIL_SENDER_IP: z.string().default('127.0.0.1'),
    /** the minute sweep that sends scheduled and triggered messages (ADR 0040); off in a gateway that must not sweep */
    MESSAGE_SCHEDULER: flag.default(true),
    /** whether this process works the jobs of messages sent now (ADR 0079); off in a gateway that must not send */
    MESSAGE_SEND_JOBS: flag.default(true),
    /** how many days before an action's due day its owner is reminded (ADR 0134); 0: on the due day only */
    ACTION_REMINDER_DAYS_BEFORE: z.coerce.number().int().min(0).max(60).default(3),
    /** mails one send has in flight at once */
    MESSAGE_SEND_CONCURRENCY: z.coerce.number().int().positive().default(8),
    /** a delivery whose claim was last renewed this long ago (its sender died) is taken over by the next send; a live sender renews every third of it */
    MESSAGE_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(0).default(30),
    /** attempts after the first for a mail refused for now (4xx) or lost with its connection; a 5xx refusal is final */
    MESSAGE_SEND_RETRIES: z.coerce.number().int().min(0).default(5),
    /** the pause before the first retry of a mail, doubling after (2 s: 2, 4, 8, 16, 32 s) */
    MESSAGE_RETRY_BASE_MS: z.coerce.number().int().min(0).default(2000),
    FINCH_API_URL: z.string().default('https://api.tryfinch.com'),
    FINCH_API_VERSION: z.string().default('2020-09-17'),
    FINCH_CLIENT_ID: z.string().optional(),
    FINCH_CLIENT_SECRET: z.string().optional(),
    FINCH_PRODUCTS: z.string().default('company directory individual employment payment'),
    /** Finch Connect's sandbox mode (finch or provider) for a Finch sandbox application */
    FINCH_SANDBOX: z.enum(['finch', 'provider']).optional(),
    /** where Finch Connect returns with the code; default PUBLIC_URL (or the request's origin) + /hris/finch-callback */
    FINCH_REDIRECT_URI: z.string().optional(),
    /** AI analysis of open answers (ADR 0071): on the machine (default) or any OpenAI-compatible server */
    AI_ANALYSER: z.enum(['local', 'openai']).default('local'),
    AI_OPENAI_BASE_URL: z.string().optional(),
    AI_OPENAI_API_KEY: z.string().optional(),
    AI_OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    /** one call's limit, and how many times a failing or out-of-shape call is tried again (with backoff) */
    AI_OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
    AI_OPENAI_RETRIES: z.coerce.number().int().min(0).default(3),
    /** the AI runs' pg-boss worker and the monthly and quarterly runs; off in a gateway that must not run them */
    AI_SCHEDULER: flag.default(true),
    /** a failed run is tried again this many times, this long apart (then it shows failed and can be started again) */
    AI_RUN_RETRY_LIMIT: z.coerce.number().int().min(0).default(2),
    AI_RUN_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().default(30),
  })
  .superRefine((config, context) => {
    if (config.AI_ANALYSER === 'openai' && !config.AI_OPENAI_BASE_URL)
      context.addIssue({ code: 'custom', path: ['AI_OPENAI_BASE_URL'], message: 'AI_ANALYSER=openai needs AI_OPENAI_BASE_URL' });
    if (config.EVENT_STORE === 'esdb' && !config.ESDB_URL)
      context.addIssue({ code: 'custom', path: ['ESDB_URL'], message: 'EVENT_STORE=esdb needs ESDB_URL' });
    if (config.BUS === 'kafka' && !config.KAFKA_BROKERS)
      context.addIssue({ code: 'custom', path: ['KAFKA_BROKERS'], message: 'BUS=kafka needs KAFKA_BROKERS' });
    if (config.HRIS_PROVIDER === 'finch' && (!config.FINCH_CLIENT_ID || !config.FINCH_CLIENT_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['FINCH_CLIENT_ID'],
        message: 'HRIS_PROVIDER=finch needs FINCH_CLIENT_ID and FINCH_CLIENT_SECRET',
      });
    }
  })
  .transform((config) => ({
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    // the embedded runtime projects in-process; a gateway next to Kafka leaves that to the projector
    RUN_PROJECTIONS: config.RUN_PROJECTIONS ?? config.BUS === 'in-process',
  }));
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): RuntimeConfig => {
  const parsed = RuntimeConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Canopy's configuration is not valid:\n${problems}`);
  }
  return parsed.data;
};
