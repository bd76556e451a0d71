import { createDeliveryLedger, migrateDeliveries, renderMail, createSender } from '@canopy/messaging';
import { createSmtpMailer } from '@canopy/platform/mail/mailer';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { BenchCluster } from '../support/cluster.ts';
import { count, perSecond, ratio, timed, verdict, type BenchReport } from '../support/report.ts';

const RECIPIENTS = 10_000;
const CONCURRENCY = 8;
const GOAL_PER_SECOND = 300;

/** an SMTP sink on 127.0.0.1 that accepts every mail and counts it (the body is read and dropped) */
const startSink = async () => {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 64,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const content = {
  subject: 'Your survey, {{first_name}}',
  html_content:
    '<p>Hello {{first_name}} {{last_name}},</p><p>{{workspace_name}} asks you to answer <strong>{{package_name}}</strong>: <a href="{{link}}">start</a>.</p>',
  email_message: '',
  email_signature: 'The people team',
  type_of_link_being_sent: 'combined_link' as const,
};

/**
 * A message to 10,000 participants through the product's sender (delivery ledger claims in batches, each mail
 * rendered with its placeholders and personal link, each outcome recorded) to a local SMTP sink, against
 * nodemailer sending the same rendered mails in a bare loop over the same pooled transport in the same run.
 */
export const messageSendBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const databaseUrl = await cluster.createDatabase('bench_messages');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY + 2 });
  const sink = await startSink();
  const mailer = () =>
    createSmtpMailer({
      host: '127.0.0.1',
      port: sink.port,
      from: 'Canopy <no-reply@canopy.bench>',
      ignoreTLS: true,
      pooledConnections: CONCURRENCY,
    });
  try {
    await migrateDeliveries(pool);
    const recipients = Array.from({ length: RECIPIENTS }, (_, n) => ({
      id: `p${n}`,
      first_name: `First${n}`,
      last_name: `Last${n}`,
      email: `person${n}@bench.example`,
    }));
    const link = (id: string) => `https://canopy.example/assessment-responding/abcdefghijklmnopqrstuv.${id}.abcdefghijklmnopqrstuv`;

    progress(`bare nodemailer loop: ${count(RECIPIENTS)} mails, ${CONCURRENCY} at a time`);
    const bareMailer = mailer();
    const rendered = recipients.map((recipient) => ({
      to: recipient.email,
      ...renderMail(content, { ...recipient, link: link(recipient.id), package_name: 'Pulse', workspace_name: 'Acme' }),
    }));
    const bare = await timed(async () => {
      let next = 0;
      const worker = async () => {
        while (next < rendered.length) await bareMailer.send(rendered[next++]!);
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    });
    bareMailer.close();

    progress(`the sender through the ledger: ${count(RECIPIENTS)} mails`);
    const sendMailer = mailer();
    const sender = createSender({
      ledger: createDeliveryLedger(pool, { leaseSeconds: 30 }),
      mailer: sendMailer,
      links: {
        hasLink: async () => true,
        linksOf: async () => (participantId) => link(participantId),
        currentCycle: async () => 'cycle',
        finishedIn: async () => new Set(),
      },
      concurrency: CONCURRENCY,
      leaseSeconds: 30,
      retries: 5,
      retryBaseMs: 2000,
    });
    const before = sink.received();
    const sent = await timed(() =>
      sender.send({
        messageId: 'bench-message',
        packageId: 'bench-package',
        packageName: 'Pulse',
        workspaceName: 'Acme',
        content,
        recipients,
        cycleId: 'cycle',
      }),
    );
    sendMailer.close();
    if (sent.result.sent !== RECIPIENTS || sink.received() - before !== RECIPIENTS)
      throw new Error(`sent ${sent.result.sent}, the sink got ${sink.received() - before}`);

    const product = RECIPIENTS / (sent.ms / 1000);
    const baseline = RECIPIENTS / (bare.ms / 1000);
    return {
      title: 'Message send',
      howMeasured: [
        `One message to ${count(RECIPIENTS)} participants through the messaging sender (ledger claims of 500 in one statement,`,
        `each mail rendered and its outcome recorded in PostgreSQL), ${CONCURRENCY} mails in flight over ${CONCURRENCY} pooled SMTP`,
        'connections to a local smtp-server sink in the same process; baseline: nodemailer sending the same rendered mails in a',
        'bare loop over the same pooled transport.',
      ].join(' '),
      rows: [
        {
          bench: `message send, ${count(RECIPIENTS)} recipients`,
          figure: perSecond(product, 'mails'),
          goal: `>= ${GOAL_PER_SECOND} mails/s`,
          baseline: perSecond(baseline, 'mails'),
          ratio: ratio(product, baseline),
          verdict: verdict(product >= GOAL_PER_SECOND),
        },
      ],
    };
  } finally {
    await sink.close();
    await pool.end();
  }
};
