import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** how the sink treats the first attempt of each recipient (later attempts are accepted) */
export type FirstAttempt = 'accept' | 'greylist' | 'drop' | 'accept-then-drop' | 'refuse';

export type CountingSink = {
  port: number;
  /** mails accepted per recipient address (a mail counts once its data arrived, even if the reply was then lost) */
  counts: Map<string, number>;
  /** the last mail accepted per recipient address, as it came (MIME, soft line breaks taken out) */
  raw: Map<string, string>;
  /** attempts per recipient address (each RCPT TO) */
  attempts: Map<string, number>;
  /** every mail accepted */
  total(): number;
  /** holds every mail's reply until `release` (a mail server that has not answered yet) */
  hold(): void;
  release(): void;
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * An SMTP server of the test's own, outside the product, that counts what it accepted per recipient: the
 * exactly-once specs read their answer here, not from the product's ledger. `delayMs` slows each mail (a
 * slow relay); `first` decides the first attempt per recipient: a 451 refusal (greylisting), a dropped
 * connection before the mail, or the mail taken and the connection dropped before the reply; or every attempt
 * refused for good (550).
 */
export const startCountingSink = async (options: { delayMs?: number; first?: (address: string) => FirstAttempt } = {}) => {
  const counts = new Map<string, number>();
  const attempts = new Map<string, number>();
  const raw = new Map<string, string>();
  const tried = new Set<string>();
  let held: Array<() => void> | null = null;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const firstFor = (address: string): FirstAttempt => {
    if (tried.has(address)) return 'accept';
    tried.add(address);
    return options.first?.(address) ?? 'accept';
  };
  const socketOf = (session: SMTPServerSession) =>
    [...(server as unknown as { connections: Set<{ session: SMTPServerSession; _socket: { destroy(): void } }> }).connections].find(
      (connection) => connection.session === session,
    )?._socket;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      attempts.set(address.address, (attempts.get(address.address) ?? 0) + 1);
      if (options.first?.(address.address) === 'refuse')
        return callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
      const first = firstFor(address.address);
      if (first === 'greylist') return callback(Object.assign(new Error('Greylisted, please try again later'), { responseCode: 451 }));
      if (first === 'drop') return socketOf(session)?.destroy();
      (session as { plan?: FirstAttempt }).plan = first;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const finish = () => {
          const text = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '');
          for (const to of session.envelope.rcptTo) {
            counts.set(to.address, (counts.get(to.address) ?? 0) + 1);
            raw.set(to.address, text);
          }
          wake();
          if ((session as { plan?: FirstAttempt }).plan === 'accept-then-drop') return socketOf(session)?.destroy();
          callback();
        };
        const go = () => setTimeout(finish, options.delayMs ?? 0);
        if (held) held.push(go);
        else go();
      });
    },
  });
  // a sender killed mid-mail resets its connections: a server sees that, and goes on
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const sink: CountingSink = {
    port: typeof address === 'object' && address ? address.port : 0,
    counts,
    attempts,
    raw,
    total: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const go of waiting) go();
    },
    waitFor: (predicate, timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!predicate()) return;
          done();
          resolve();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`the sink did not get there within ${timeoutMs} ms (${sink.total()} mails)`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
};
