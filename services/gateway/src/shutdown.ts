import type { BaseLogger } from 'pino';

/** Something to close on shutdown; the gateway's `() => app.close()` comes first (it drains in-flight requests). */
export type Closeable = () => Promise<void>;
export type ShutdownLogger = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

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
 * On the first SIGTERM/SIGINT, runs `closeables` one after another in the given order, then exits:
 * code 0 when all closed, 1 when one threw (the rest still run, the error is logged) or when
 * `timeoutMs` passed first. A second signal during shutdown exits at once with code 1.
 * Returns a function that removes the signal handlers.
 */
export const installGracefulShutdown = (
  closeables: Closeable[],
  logger: ShutdownLogger,
  options: ShutdownOptions = {},
): (() => void) => {
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

  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal during shutdown; exiting now');
      exit(1);
      return;
    }
    shuttingDown = true;
    logger.info({ signal, timeoutMs }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'graceful shutdown timed out; exiting');
      exit(1);
    }, timeoutMs);
    void closeAll().then((code) => {
      clearTimeout(timer);
      if (!exited) logger.info({ code }, 'shutdown complete');
      exit(code);
    });
  };

  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
};
