import { logLevel as KafkaLogLevel } from 'kafkajs';
import type { logCreator } from 'kafkajs';

type LogFn = (object: object, message?: string) => void;
/** pino's shape (a pino logger fits) */
export type KafkaLogger = { error: LogFn; warn: LogFn; info: LogFn; debug: LogFn };

/** Sends kafkajs' log lines to our logger instead of its own JSON on stdout. */
export const kafkaLogCreator =
  (logger: KafkaLogger): logCreator =>
  () =>
  ({ namespace, level, log }) => {
    const { message, timestamp: _timestamp, ...extra } = log;
    const entry = { kafkajs: namespace, ...extra };
    if (level === KafkaLogLevel.ERROR) logger.error(entry, message);
    else if (level === KafkaLogLevel.WARN) logger.warn(entry, message);
    else if (level === KafkaLogLevel.INFO) logger.info(entry, message);
    else logger.debug(entry, message);
  };
