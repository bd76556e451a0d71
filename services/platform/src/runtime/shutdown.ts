import { isDatabaseShuttingDown, markStopping } from './stopping.ts';
import type { BaseLogger } from 'pino';

/** Something to close on shutdown; the gateway's `() => app.close()` comes first (it drains in-flight requests). */
export type Closeable = () => Promise<void>;
export type ShutdownLogger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export type ShutdownOptions = {
  /** after this long the process exits with code 1 even if closing has not finished; default 10 000 ms */
  timeoutMs?: number;
  /** default SIGTERM and SIGINT */
  signals?: NodeJS.Signals[];
  /** how to end the process; default `process.exit` (tests pass a spy) */
  exit?: (code: number) => void;
};

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * On the first SIGTERM/SIGINT, runs `closeables` one after another in the given order, then exits
 * (one log line, "shutting down", when all went well):
 * code 0 when all closed, 1 when one threw (the rest still run, the error is logged) or when
 * `timeoutMs` passed first. A second signal during shutdown exits at once with code 1.
 * Returns a function that removes the signal handlers.
 */
export const installGracefulShutdown = (closeables: Closeable[], logger: ShutdownLogger, options: ShutdownOptions = {}): (() => void) => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const exitProcess = options.exit ?? ((code: number) => process.exit(code));
  let shuttingDown = false;
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    exitProcess(code);
  };

  const closeAll = async (): Promise<number> => {
    let code = 0;
    for (const [index, close] of closeables.entries()) {
      try {
        await close();
      } catch (error) {
        code = 1;
        logger.error({ err: error, closeable: index }, 'error while shutting down; continuing with the rest');
      }
    }
    return code;
  };

  // Ctrl+C stops the embedded PostgreSQL at the same moment: a connection some library is closing (pg-boss
  // drops its listeners before ending its LISTEN connection) can then receive PostgreSQL's goodbye with no
  // listener left, which Node raises as an uncaught exception. While stopping, that is expected and quiet;
  // anything else uncaught still ends the process with code 1, logged once.
  const onLateError = (error: Error) => {
    if (isDatabaseShuttingDown(error) || /Connection terminated/i.test(error.message)) {
      logger.debug({ err: { message: error.message } }, 'a database connection ended while stopping');
      return;
    }
    logger.error({ err: error }, 'uncaught error while shutting down');
    exit(1);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal during shutdown; exiting now');
      exit(1);
      return;
    }
    shuttingDown = true;
    markStopping();
    process.on('uncaughtException', onLateError);
    logger.info({ signal, timeoutMs }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'graceful shutdown timed out; exiting');
      exit(1);
    }, timeoutMs);
    void closeAll().then((code) => {
      clearTimeout(timer);
      if (!exited && code !== 0) logger.warn({ code }, 'shutdown finished with errors');
      exit(code);
    });
  };

  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
    process.off('uncaughtException', onLateError);
  };
};
