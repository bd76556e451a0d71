import nodemailer from 'nodemailer';

/** One e-mail to one recipient: a plain text part and an HTML part. */
/** `messageId`: a Message-ID of the sender's choosing, the same on a resend so a mail system can drop the copy */
export type MailMessage = { to: string; subject: string; text: string; html: string; messageId?: string };

/** The mail port: services send through it; the adapter decides where mail goes. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type SmtpOptions = {
  host: string;
  port: number;
  user?: string;
  password?: string;
  /** sender, e.g. `Canopy <no-reply@canopy.local>` (MAIL_FROM) */
  from: string;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it */
  secure?: boolean;
  /** never upgrade to TLS (the in-process development catcher) */
  ignoreTLS?: boolean;
  /** keep up to this many SMTP connections open and reuse them (a message to thousands); absent: one connection per mail */
  pooledConnections?: number;
};

/** Sends over SMTP with nodemailer (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, MAIL_FROM). */
export const createSmtpMailer = (options: SmtpOptions): Mailer => {
  const transport = nodemailer.createTransport({
    ...(options.pooledConnections ? { pool: true, maxConnections: options.pooledConnections, maxMessages: Number.POSITIVE_INFINITY } : {}),
    host: options.host,
    port: options.port,
    secure: options.secure ?? options.port === 465,
    ignoreTLS: options.ignoreTLS ?? false,
    auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
    },
    close: () => transport.close(),
  };
};
