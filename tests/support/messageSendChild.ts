// A send run in a process of its own, for the spec that kills it mid-way: argv is the database URL, the SMTP
// port, the message id, a JSON file of recipients and the claim lease in seconds. It prints 'claimed' once it
// has started sending, and exits 0 when every recipient is done.
import { readFileSync } from 'node:fs';
import { createDeliveryLedger, migrateDeliveries, createSender } from '@canopy/messaging';
import { createSmtpMailer } from '@canopy/platform/mail/mailer';
import pg from 'pg';

const [databaseUrl, port, messageId, recipientsFile, lease] = process.argv.slice(2) as [string, string, string, string, string];
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
await migrateDeliveries(pool);
const ledger = createDeliveryLedger(pool, { leaseSeconds: Number(lease) });
const mailer = createSmtpMailer({ host: '127.0.0.1', port: Number(port), from: 'Canopy <no-reply@canopy.test>', ignoreTLS: true });
const links = {
  hasLink: async () => true,
  linksOf: async () => () => 'https://canopy.test/assessment-responding/link',
  currentCycle: async () => 'cycle-1',
  finishedIn: async () => new Set<string>(),
};
const sender = createSender({ ledger, mailer, links, concurrency: 4, leaseSeconds: Number(lease), retries: 2, retryBaseMs: 50 });
process.stdout.write('claimed\n');
await sender.send({
  messageId,
  packageId: 'package-1',
  packageName: 'Pulse',
  workspaceName: 'Acme',
  content: {
    subject: 'Crash {{first_name}}',
    html_content: '<p>Hi {{first_name}}</p>',
    email_message: '',
    email_signature: '',
    type_of_link_being_sent: 'public_link',
  },
  recipients: JSON.parse(readFileSync(recipientsFile, 'utf8')),
  cycleId: 'cycle-1',
});
mailer.close();
await pool.end();
