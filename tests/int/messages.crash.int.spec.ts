import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDeliveryLedger, migrateDeliveries, createSender } from '@canopy/messaging';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { startTestInbox, type TestInbox } from '../support/mail.ts';

// A send killed with SIGKILL part-way and run again: the delivery ledger takes over the dead run's claims once
// their lease has run out and skips what it finished, so every participant ends with their mail, each mail
// with one Message-ID per participant. A mail the dead process had handed to SMTP but not yet recorded is sent
// again with the same Message-ID (at most the sender's concurrency of them): ADR 0040.

const CHILD = path.join(import.meta.dirname, '../support/messageSendChild.ts');
const NODE = path.join(import.meta.dirname, '../../node_modules/.bin/node');
const COUNT = 300;

// Where the first run dies is random: a seeded count of mails (MESSAGE_CRASH_SEED=<seed> replays a run; the seed
// is in the test's name). Up to COUNT - 50, so the run is still sending when the kill lands.
const SEED = Number(process.env.MESSAGE_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 32));
/** mulberry32: a small seeded generator, the same count for the same seed */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};
const KILL_AFTER = 1 + Math.floor(seeded(SEED)() * (COUNT - 50));

// A ledger and an inbox of each try's own: the ledger remembers what it sent, and the inbox counts every mail, so
// a retry on the failed try's would find its mail sent already and counted twice.
let database: TestDatabase;
let inbox: TestInbox;

beforeEach(async () => {
  database = await createTestDatabase('crash');
  inbox = await startTestInbox();
});
afterEach(async () => {
  await inbox?.close();
  await database?.drop();
});

const run = (file: string, lease: number) => {
  const child = spawn(NODE, [CHILD, database.url, String(inbox.port), 'message-1', file, String(lease)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited };
};

describe('a send killed mid-way', () => {
  it(`leaves every participant with their mail once it runs again (seed ${SEED}: killed after ${KILL_AFTER} mails)`, async () => {
    const recipients = Array.from({ length: COUNT }, (_, n) => ({
      id: `p${n}`,
      first_name: `P${n}`,
      last_name: 'X',
      email: `p${n}@acme.test`,
    }));
    const file = path.join(tmpdir(), `recipients-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(recipients));

    const first = run(file, 1);
    await inbox.waitFor(() => inbox.messages.length >= KILL_AFTER, 30_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe(null);
    const afterKill = inbox.messages.length;
    expect(afterKill).toBeLessThan(COUNT);

    await new Promise((resolve) => setTimeout(resolve, 1500)); // the dead run's claims outlive their one-second lease
    const second = run(file, 1);
    expect(await second.exited).toBe(0);

    const byAddress = new Map<string, Set<string>>();
    for (const mail of inbox.messages) {
      const to = !Array.isArray(mail.to) ? mail.to?.value[0]?.address : undefined;
      if (!to) continue;
      const ids = byAddress.get(to) ?? new Set();
      ids.add(mail.messageId ?? '');
      byAddress.set(to, ids);
    }
    expect(byAddress.size).toBe(COUNT);
    for (const ids of byAddress.values()) expect(ids.size).toBe(1);
    // resends are only the dead run's in-flight mails
    expect(inbox.messages.length - COUNT).toBeLessThanOrEqual(4);

    // a third run finds nothing left to send
    const before = inbox.messages.length;
    const third = run(file, 1);
    expect(await third.exited).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.messages.length).toBe(before);
  }, 90_000);
});

describe('a recipient the mail server refuses', () => {
  it('comes back as a request error and is kept in the ledger, the others are sent', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    try {
      await migrateDeliveries(pool);
      const ledger = createDeliveryLedger(pool, { leaseSeconds: 300 });
      const sent: string[] = [];
      const mailer = {
        send: async (mail: { to: string }) => {
          if (mail.to === 'bounce@acme.test') throw new Error('550 <bounce@acme.test>: mailbox unavailable');
          sent.push(mail.to);
        },
        close: () => {},
      };
      const links = {
        hasLink: async () => true,
        linksOf: async () => () => 'https://canopy.test/l',
        currentCycle: async () => 'c',
        finishedIn: async () => new Set<string>(),
      };
      const sender = createSender({ ledger, mailer, links, concurrency: 2, leaseSeconds: 300, retries: 2, retryBaseMs: 50 });
      const recipients = [
        { id: 'ok', first_name: 'Ok', last_name: 'X', email: 'ok@acme.test' },
        { id: 'bounce', first_name: 'Bo', last_name: 'X', email: 'bounce@acme.test' },
      ];
      const request = {
        messageId: 'message-2',
        packageId: 'p',
        packageName: 'Pulse',
        workspaceName: 'Acme',
        content: {
          subject: 'S',
          html_content: '<p>x</p>',
          email_message: '',
          email_signature: '',
          type_of_link_being_sent: 'public_link' as const,
        },
        recipients,
        cycleId: 'c',
      };
      // the failure names the participant, not the address (even where the server's reason echoes it)
      const errors = [{ participant_id: 'bounce', reason: '550 <the recipient>: mailbox unavailable' }];
      expect(await sender.send(request)).toEqual({ sent: 1, failed: 1, errors, reached: ['ok'] });
      expect(await ledger.outcome('message-2')).toEqual({ sent: 1, failed: 1, errors, reached: ['ok'] });
      const stored = await pool.query('select d::text as row from message_deliveries.deliveries d');
      expect(stored.rows.map((row) => row.row as string).join('\n')).not.toContain('acme.test');
      // a failed delivery is an outcome: a later run does not send it again
      expect(await sender.send(request)).toEqual({ sent: 0, failed: 0, errors: [], reached: [] });
      expect(sent).toEqual(['ok@acme.test']);
    } finally {
      await pool.end();
    }
  });
});
