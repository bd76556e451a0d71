import { createDeliveryLedger, createSender, migrateDeliveries, type SendRequest } from '@canopy/messaging';
import { createSmtpMailer } from '@canopy/platform/mail/mailer';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startCountingSink, type CountingSink, type FirstAttempt } from '../support/countingSink.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

// The sender and its ledger against an SMTP sink of the test's own that counts what it accepted per recipient
// (ADR 0079): a live sender's claims are never taken over, and transient refusals are tried again.

// A ledger of each try's own: it remembers every message id it sent, so a retry on the failed try's ledger would
// find its mail sent already.
let database: TestDatabase;
let pool: pg.Pool;

beforeEach(async () => {
  database = await createTestDatabase('once');
  pool = new pg.Pool({ connectionString: database.url, max: 6 });
  await migrateDeliveries(pool);
});
afterEach(async () => {
  await pool?.end();
  await database?.drop();
});

const links = {
  hasLink: async () => true,
  linksOf: async () => () => 'https://canopy.test/assessment-responding/link',
  currentCycle: async () => 'cycle-1',
  finishedIn: async () => new Set<string>(),
};
const people = (count: number, prefix = 'p') =>
  Array.from({ length: count }, (_, n) => ({ id: `${prefix}${n}`, first_name: `P${n}`, last_name: 'X', email: `${prefix}${n}@acme.test` }));
const request = (messageId: string, recipients: SendRequest['recipients']): SendRequest => ({
  messageId,
  packageId: 'package-1',
  packageName: 'Pulse',
  workspaceName: 'Acme',
  content: {
    subject: 'Hi {{first_name}}',
    html_content: '<p>{{link}}</p>',
    email_message: '',
    email_signature: '',
    type_of_link_being_sent: 'public_link',
  },
  recipients,
  cycleId: 'cycle-1',
});
const senderTo = (sink: CountingSink, options: { leaseSeconds: number; concurrency: number; retries?: number }) => {
  const mailer = createSmtpMailer({
    host: '127.0.0.1',
    port: sink.port,
    from: 'Canopy <no-reply@canopy.test>',
    ignoreTLS: true,
    pooledConnections: options.concurrency,
  });
  const ledger = createDeliveryLedger(pool, { leaseSeconds: options.leaseSeconds });
  const sender = createSender({ ledger, mailer, links, retries: options.retries ?? 3, retryBaseMs: 50, ...options });
  return { sender, ledger, close: () => mailer.close() };
};

describe('a sender slower than its claim lease', () => {
  it('keeps its claims: a second sender starting after the lease sends nobody twice', async () => {
    // a slow relay: 40 mails two at a time at 150 ms each take about 3 s, three leases
    const sink = await startCountingSink({ delayMs: 150 });
    const first = senderTo(sink, { leaseSeconds: 1, concurrency: 2 });
    const second = senderTo(sink, { leaseSeconds: 1, concurrency: 2 });
    try {
      const recipients = people(40);
      const running = first.sender.send(request('slow-1', recipients));
      await new Promise((resolve) => setTimeout(resolve, 1600)); // the first run's first claims are older than the lease
      const [one, two] = await Promise.all([running, second.sender.send(request('slow-1', recipients))]);
      expect(one.sent + two.sent).toBe(40);
      expect(two.sent).toBeGreaterThan(0); // the second took what the first had not claimed yet
      expect(sink.counts.size).toBe(40);
      expect([...sink.counts.values()].every((n) => n === 1)).toBe(true);
      expect(await first.ledger.outcome('slow-1')).toMatchObject({ sent: 40, failed: 0 });
    } finally {
      first.close();
      second.close();
      await sink.close();
    }
  }, 30_000);
});

describe('transient failures', () => {
  it('are tried again with a pause (451, a dropped connection, a reply lost after the mail); a 550 is final at once', async () => {
    const plan: Record<string, FirstAttempt> = {
      't0@acme.test': 'greylist',
      't1@acme.test': 'greylist',
      't2@acme.test': 'drop',
      't3@acme.test': 'accept-then-drop',
      't4@acme.test': 'refuse',
    };
    const sink = await startCountingSink({ first: (address) => plan[address] ?? 'accept' });
    const { sender, ledger, close } = senderTo(sink, { leaseSeconds: 30, concurrency: 2 });
    try {
      const run = await sender.send(request('transient-1', people(8, 't')));
      expect(run).toMatchObject({ sent: 7, failed: 1 });
      expect(run.errors).toEqual([{ participant_id: 't4', reason: expect.stringMatching(/550/) }]);
      for (const address of ['t0@acme.test', 't1@acme.test', 't2@acme.test', 't5@acme.test']) expect(sink.counts.get(address)).toBe(1);
      // the server had taken it when the connection dropped: the retry is the one copy too many SMTP cannot avoid
      expect(sink.counts.get('t3@acme.test')).toBe(2);
      expect(sink.counts.has('t4@acme.test')).toBe(false);
      expect(sink.attempts.get('t4@acme.test')).toBe(1);
      expect(sink.attempts.get('t0@acme.test')).toBe(2);
      expect(await ledger.outcome('transient-1')).toMatchObject({ sent: 7, failed: 1 });
    } finally {
      close();
      await sink.close();
    }
  }, 30_000);

  it('are given up after the bounded number of attempts and recorded with their reason', async () => {
    const sink = await startCountingSink({ first: () => 'greylist' });
    const { sender, close } = senderTo(sink, { leaseSeconds: 30, concurrency: 1, retries: 0 });
    try {
      const run = await sender.send(request('transient-2', people(1, 'g')));
      expect(run).toMatchObject({ sent: 0, failed: 1, errors: [{ participant_id: 'g0', reason: expect.stringMatching(/451/) }] });
      expect(sink.attempts.get('g0@acme.test')).toBe(1);
    } finally {
      close();
      await sink.close();
    }
  });
});
