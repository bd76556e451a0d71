import { spawn } from 'node:child_process';
import path from 'node:path';
import type { DelayedMessage, SendAnswer } from '@canopy/contracts/messaging/api';
import type { Package } from '@canopy/contracts/survey/api';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingSink, type CountingSink } from '../support/countingSink.ts';
import { eventually } from '../support/events.ts';
import { apiClient, provisionTwoTeams } from '../support/identity.ts';
import { addMailGroup, settledMessage } from '../support/messages.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Senders killed with SIGKILL mid-send and mid-sweep, then started again (ADR 0079), counted by an SMTP sink of
// the test's own: every recipient gets exactly one mail, except that a mail the dead process had handed to the
// server and not yet recorded may come twice (at most its mails in flight); and after the restart the minute
// sweep is not held up by the dead one's job.

const CHILD = path.join(import.meta.dirname, '../support/messageRuntimeChild.ts');
const NODE = path.join(import.meta.dirname, '../../node_modules/.bin/node');
const COUNT = 300;
const CONCURRENCY = 4;

let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
let api: ReturnType<typeof apiClient>;
let ada: string;
let pkg: Package;
let group: string;
let addresses: string[];
const children = new Set<ReturnType<typeof spawn>>();

beforeAll(async () => {
  // this process answers the calls and runs the projections; it never sends (the children do)
  runtime = await startTestRuntime({
    env: { MESSAGE_SCHEDULER: 'false', MESSAGE_SEND_JOBS: 'false', RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'https://canopy.test' },
  });
  api = apiClient(runtime);
  ({ ada } = await provisionTwoTeams(runtime, api));
  const workspace = await createWorkspace(api, ada, 'Acme');
  pkg = (await api.call<Package>('POST', '/packages', { token: ada, json: { name: 'Pulse', workspace_id: workspace.id } })).body;
  expect((await api.call('POST', `/packages/${pkg.id}/link`, { token: ada, json: { is_forever: true } })).status).toBe(200);
  const made = await addMailGroup(api, ada, workspace.id, 'Crew', COUNT);
  group = made.group.id;
  addresses = made.addresses;
}, 240_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await runtime?.close();
});

/** a Canopy process sending to the sink; resolves once it has started */
const startSender = async (sink: CountingSink, settings: Record<string, string>) => {
  const child = spawn(
    NODE,
    [
      CHILD,
      runtime.databaseUrl,
      JSON.stringify({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(sink.port),
        PUBLIC_URL: 'https://canopy.test',
        MESSAGE_SEND_CONCURRENCY: String(CONCURRENCY),
        MESSAGE_CLAIM_LEASE_SECONDS: '2',
        MESSAGE_RETRY_BASE_MS: '100',
        ...settings,
      }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.add(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the sender exited with ${code} before it started`)));
  });
  return {
    kill: async () => {
      child.kill('SIGKILL');
      expect(await exited).toBe(null);
      children.delete(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      children.delete(child);
    },
  };
};

/** every recipient got the mail once; a few (at most the dead sender's mails in flight) twice */
const expectOnceEach = (sink: CountingSink) => {
  expect(addresses.filter((address) => !sink.counts.has(address))).toEqual([]);
  const twice = [...sink.counts.values()].filter((n) => n === 2).length;
  expect([...sink.counts.values()].every((n) => n <= 2)).toBe(true);
  expect(twice).toBeLessThanOrEqual(CONCURRENCY);
};

const content = {
  html_content: '<p>Please answer: {{link}}</p>',
  email_message: '',
  email_signature: '',
  type_of_link_being_sent: 'public_link',
};

describe('a send now whose sender is killed mid-send', () => {
  it('reaches everyone once after the restart', async () => {
    const sink = await startCountingSink({ delayMs: 20 });
    try {
      const first = await startSender(sink, { MESSAGE_SCHEDULER: 'false' });
      const answer = await api.call<SendAnswer>('POST', `/packages/${pkg.id}/send-by/email`, {
        token: ada,
        json: { ...content, subject: 'Now {{first_name}}', groups: [group] },
      });
      expect(answer).toMatchObject({ status: 200, body: { recipients: COUNT } });
      await sink.waitFor(() => sink.total() >= 60);
      await first.kill();
      expect(sink.total()).toBeLessThan(COUNT);

      // the restarted process sweeps at once and finds the message due; the dead one's claims lapse after their lease
      const second = await startSender(sink, { MESSAGE_SCHEDULER: 'true' });
      await sink.waitFor(() => addresses.every((address) => sink.counts.has(address)), 90_000);
      expectOnceEach(sink);
      expect(await settledMessage(api, ada, pkg.id, answer.body.delayed_message.id, 90_000)).toMatchObject({
        status: 'sent',
        recipients: COUNT,
        failures: 0,
      });
      await second.stop();
    } finally {
      await sink.close();
    }
  }, 420_000);
});

describe('a minute sweep killed mid-send', () => {
  it('holds up neither the scheduled message nor the later sweeps once a process starts again', async () => {
    const sink = await startCountingSink({ delayMs: 20 });
    const boss = new PgBoss({ connectionString: runtime.databaseUrl, max: 2, supervise: false, schedule: false });
    try {
      await boss.start();
      const first = await startSender(sink, { MESSAGE_SCHEDULER: 'true' });
      // due at once, after the process's own sweep at start; the minute's sweep job is sent by hand rather than waited for
      const due = await api.call<DelayedMessage>('POST', `/packages/${pkg.id}/delayed-messages/email`, {
        token: ada,
        json: {
          ...content,
          subject: 'Due {{first_name}}',
          groups: [group],
          type_of_message: 'schedule',
          send_at: new Date().toISOString(),
        },
      });
      expect(due.status).toBe(201);
      const sweepJob = await boss.send('message-sweep', {});
      // up to the minute's own sweep: on a busy machine the hand-sent one can run before the message is in the read
      // model it sweeps (seen once with the suite's two lanes: 0 mails in 30 s)
      await sink.waitFor(() => sink.total() >= 60, 90_000);
      await first.kill();
      expect(sink.total()).toBeLessThan(COUNT);
      // the dead sweep's job (this one, or the minute's own if the minute turned meanwhile) is left active
      expect((await boss.findJobs('message-sweep')).filter((job) => job.state === 'active')).toHaveLength(1);
      expect(sweepJob).toBeTruthy();

      const second = await startSender(sink, { MESSAGE_SCHEDULER: 'true' });
      await sink.waitFor(() => addresses.every((address) => sink.counts.has(address)), 90_000);
      expectOnceEach(sink);
      expect(await settledMessage(api, ada, pkg.id, due.body.id, 90_000)).toMatchObject({ status: 'sent', recipients: COUNT });

      // the dead sweep stops heartbeating and is failed, so the next sweep runs within minutes, not after the 30-minute
      // expiry (a minute on a quiet machine; 150 s leaves room for the suite's other lane on the same two cores)
      const next = await boss.send('message-sweep', {});
      await eventually(async () => (await boss.getJobById('message-sweep', next!))?.state === 'completed', 150_000, 'the next sweep done');
      await second.stop();
    } finally {
      await boss.stop({ graceful: false });
      await sink.close();
    }
  }, 420_000);
});
