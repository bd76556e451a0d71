import type { CaughtMail } from '@canopy/contracts/platform/devMail';
import { simpleParser } from 'mailparser';
import type pg from 'pg';
import type { Logger } from 'pino';
import { SMTPServer } from 'smtp-server';
import { runMigrations } from '../db/migrations.ts';

/** A mail the development catcher received. */
export type { CaughtMail };

export type DevMailCatcher = {
  /** the port it listens on, on 127.0.0.1 */
  port: number;
  /** newest first */
  /** the newest `limit` mails, or those older than the mail `before` (an id): newest first */
  list(limit?: number, before?: string): Promise<CaughtMail[]>;
  close(): Promise<void>;
};

/** the catcher keeps this many mails; older ones are dropped as new ones arrive */
const KEEP = 500;

export const migrateDevMail = (pool: pg.Pool) =>
  runMigrations(pool, {
    component: 'dev-mail',
    steps: [
      `create table public.dev_mail (
        id bigserial primary key,
        received_at timestamptz not null default now(),
        mail_from text not null,
        rcpt_to text[] not null,
        subject text not null,
        text_body text not null,
        html_body text
      )`,
    ],
  });

/**
 * Development only (SMTP_HOST unset): an SMTP server on 127.0.0.1 that accepts every mail, parses it and
 * keeps it in the `dev_mail` table, where `/dev/mail` shows it. Mail reaches it over real SMTP.
 */
export const startDevMailCatcher = async (options: { pool: pg.Pool; port?: number; logger: Logger }): Promise<DevMailCatcher> => {
  const { pool, logger } = options;
  await migrateDevMail(pool);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const to = session.envelope.rcptTo.map((address) => address.address);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          await pool.query('insert into public.dev_mail (mail_from, rcpt_to, subject, text_body, html_body) values ($1, $2, $3, $4, $5)', [
            from,
            to,
            mail.subject ?? '',
            mail.text ?? '',
            mail.html === false ? null : mail.html,
          ]);
          await pool.query('delete from public.dev_mail where id <= (select max(id) - $1 from public.dev_mail)', [KEEP]);
          logger.info({ to, subject: mail.subject }, 'development mail caught: see /dev/mail');
        })
        .then(
          () => callback(),
          (error: Error) => {
            logger.error({ err: error }, 'development mail catcher could not store a mail');
            callback(error);
          },
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => logger.error({ err: error }, 'development mail catcher failed'));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);

  return {
    port,
    async list(limit = 100, before?: string) {
      // ordered by the table's column: `id` alone would name the text the select makes of it ('9' after '45')
      const result = await pool.query<{
        id: string;
        received_at: Date;
        mail_from: string;
        rcpt_to: string[];
        subject: string;
        text_body: string;
        html_body: string | null;
      }>(
        `select id::text, received_at, mail_from, rcpt_to, subject, text_body, html_body from public.dev_mail
          where $2::bigint is null or dev_mail.id < $2::bigint
          order by dev_mail.id desc limit $1`,
        [limit, before ?? null],
      );
      return result.rows.map((row) => ({
        id: row.id,
        receivedAt: row.received_at.toISOString(),
        from: row.mail_from,
        to: row.rcpt_to,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
