import type pg from 'pg';
import type { Logger } from 'pino';
import type { FastifyPluginAsync } from 'fastify';
import type { RuntimeConfig } from '../runtime/config.ts';
import { sharedPlugin } from '../http/sharedPlugin.ts';
import { startDevMailCatcher, type DevMailCatcher } from './devCatcher.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** outgoing mail (see Mailer) */
    mailer: Mailer;
  }
}

export type MailSetup = { mailer: Mailer; catcher: DevMailCatcher | null; close(): Promise<void> };

/**
 * The mailer the runtime uses: SMTP_HOST when set; otherwise (development) an in-process catcher on
 * 127.0.0.1 (DEV_SMTP_PORT or a free port) that nodemailer sends to over SMTP.
 */
export const startMail = async (config: RuntimeConfig, pool: pg.Pool, logger: Logger): Promise<MailSetup> => {
  if (config.SMTP_HOST) {
    const mailer = createSmtpMailer({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT ?? 587,
      user: config.SMTP_USER,
      password: config.SMTP_PASSWORD,
      from: config.MAIL_FROM,
    });
    return { mailer, catcher: null, close: async () => mailer.close() };
  }
  const catcher = await startDevMailCatcher({ pool, port: config.DEV_SMTP_PORT, logger });
  logger.info(
    { port: catcher.port },
    'SMTP_HOST is unset: mail goes to the development catcher; a platform administrator reads it at /dev/mail',
  );
  const mailer = createSmtpMailer({ host: '127.0.0.1', port: catcher.port, from: config.MAIL_FROM, ignoreTLS: true });
  return {
    mailer,
    catcher,
    async close() {
      mailer.close();
      await catcher.close();
    },
  };
};

/** Decorates `mailer` for the routes registered after it. */
export const mailPlugin = (mailer: Mailer): FastifyPluginAsync =>
  sharedPlugin('canopy-mail', async (app) => {
    app.decorate('mailer', mailer);
  });
