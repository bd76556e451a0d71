import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestInbox = {
  /** the port on 127.0.0.1: give it to the runtime as SMTP_HOST=127.0.0.1, SMTP_PORT=<port> */
  port: number;
  /** every mail received, oldest first */
  messages: ParsedMail[];
  /** the first mail (received already or later) matching the predicate; rejects after `timeoutMs` */
  waitFor(predicate?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};

/**
 * An SMTP server for tests: accepts every mail over plain SMTP and parses it with mailparser. A recipient in
 * `refuse` is turned away as a real server does it, naming the address in its reply.
 */
export const startTestInbox = async (options: { refuse?: readonly string[] } = {}): Promise<TestInbox> => {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address))
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // a sending process killed or closed mid-connection resets it: a mail server sees that, and goes on
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    messages,
    waitFor(predicate = () => true, timeoutMs = 10_000) {
      return new Promise<ParsedMail>((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** the first link to the reset-password page in a mail's text, and its token */
export const resetLinkIn = (mail: ParsedMail): { url: URL; token: string } => {
  const match = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset-password link in mail "${mail.subject ?? ''}"`);
  const url = new URL(match[1]!);
  return { url, token: url.searchParams.get('token') ?? '' };
};
