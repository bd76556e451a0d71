import type { AudienceRequest, DelayedMessage, MessageDeliveries, SendAnswer } from '@canopy/contracts/messaging/api';
import type { Package } from '@canopy/contracts/survey/api';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { startCountingSink, type CountingSink } from '../support/countingSink.ts';
import { eventually } from '../support/events.ts';
import { apiClient, provisionTwoTeams } from '../support/identity.ts';
import { createAssessedPackage } from '../support/library.ts';
import { addMailGroup, settledMessage } from '../support/messages.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Send now as a job (ADR 0079): the call answers once the send is queued, whatever the mail server does; the
// message shows its progress and each recipient's delivery; a reminder goes to those who have not answered.

const COUNT = 1000;
let sink: CountingSink;
let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
let api: ReturnType<typeof apiClient>;
let ada: string;
let alan: string;
let bea: string;
let pkg: Package;
let assessment: Awaited<ReturnType<typeof createAssessedPackage>>['assessment'];
let group: string;
let ids: string[];
let cycle: { package_link: string; cycle_id: string };

beforeAll(async () => {
  sink = await startCountingSink();
  runtime = await startTestRuntime({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      PUBLIC_URL: 'https://canopy.test',
      MESSAGE_SCHEDULER: 'false',
      // a thousand people moved into their group one call each
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  api = apiClient(runtime);
  ({ ada, alan, bea } = await provisionTwoTeams(runtime, api));
  const workspace = await createWorkspace(api, ada, 'Acme');
  ({ assessment, pkg } = await createAssessedPackage(api, ada, workspace.id, { category: 'Pulse', assessment: 'Pulse', package: 'Pulse' }, [
    { body: 'I enjoy my work', answer_type: 'one_to_five' },
  ]));
  cycle = (await api.call<typeof cycle>('POST', `/packages/${pkg.id}/link`, { token: ada, json: { is_forever: true } })).body;
  ({ ids, group } = await addMailGroup(api, ada, workspace.id, 'Everyone', COUNT).then((made) => ({
    ids: made.ids,
    group: made.group.id,
  })));
}, 180_000);
afterAll(async () => {
  await runtime?.close();
  await sink?.close();
});

const message = {
  subject: 'Pulse for {{first_name}}',
  html_content: '<p>Please answer {{package_name}}: {{link}}</p>',
  email_message: '',
  email_signature: '',
  type_of_link_being_sent: 'combined_link',
};
const deliveriesOf = async (messageId: string) =>
  (await api.call<MessageDeliveries>('GET', `/packages/${pkg.id}/delayed-messages/${messageId}/deliveries`, { token: ada })).body;
/** the call's answer, or a failure once `ms` passed without one */
const within = <T>(ms: number, call: Promise<T>) =>
  Promise.race([call, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

describe('send now to a thousand people', () => {
  let sent: SendAnswer;
  // The thousand are the file's (a group that size takes minutes to make): each try counts the mail it sent from
  // what the sink held before it, and a try that answers the package for someone takes the first who has not.
  let answered = 0;

  it('tells the wizard how many it goes to before it is sent', async () => {
    const audience = await api.call('POST', `/packages/${pkg.id}/send-by/email/audience`, {
      token: ada,
      json: { groups: [group] } satisfies z.input<typeof AudienceRequest>,
    });
    expect(audience).toMatchObject({ status: 200, body: { recipients: COUNT } });
  });

  it('answers while the mail server has not taken one mail yet, and shows the send going on', async () => {
    const [before, totalBefore] = [new Map(sink.counts), sink.total()];
    sink.hold(); // the mail server answers nothing until released: a send that waits for it cannot answer
    const answer = await within(
      10_000,
      api.call<SendAnswer>('POST', `/packages/${pkg.id}/send-by/email`, { token: ada, json: { ...message, groups: [group] } }),
    );
    expect(answer.status).toBe(200);
    sent = answer.body;
    expect(sent).toMatchObject({ recipients: COUNT, delayed_message: { status: 'registered', delivery: { total: COUNT } } });
    expect(sink.total()).toBe(totalBefore);
    const during = (await api.call<DelayedMessage[]>('GET', `/packages/${pkg.id}/delayed-messages`, { token: ada })).body.find(
      (item) => item.id === sent.delayed_message.id,
    );
    expect(during).toMatchObject({ status: 'registered', delivery: { total: COUNT, sent: 0 } });
    expect(during?.delivery?.pending).toBe(COUNT);

    sink.release();
    const seen: number[] = [];
    await eventually(
      async () => {
        const listed = (await api.call<DelayedMessage[]>('GET', `/packages/${pkg.id}/delayed-messages`, { token: ada })).body;
        const now = listed.find((item) => item.id === sent.delayed_message.id)?.delivery?.sent ?? 0;
        seen.push(now);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return now === COUNT;
      },
      120_000,
      'every mail sent',
    );
    // progress went up on the way (it was read while the job was sending, not only at the end)
    expect(new Set(seen).size).toBeGreaterThan(2);
    expect(await settledMessage(api, ada, pkg.id, sent.delayed_message.id)).toMatchObject({
      status: 'sent',
      recipients: COUNT,
      failures: 0,
      delivery: { total: COUNT, sent: COUNT, failed: 0, pending: 0 },
    });
    expect(sink.counts.size).toBe(COUNT);
    expect([...sink.counts].every(([address, n]) => n - (before.get(address) ?? 0) === 1)).toBe(true);
  }, 180_000);

  it("lists each recipient's delivery, and reminds those who have not answered", async () => {
    // k people answered in earlier tries; the k-th (from 0) answers in this one
    const k = answered;
    const address = `everyone${k}@acme.test`;
    const first = await deliveriesOf(sent.delayed_message.id);
    expect(first.recipients).toHaveLength(COUNT);
    expect(first.recipients.every((recipient) => recipient.status === 'sent' && recipient.reason === null)).toBe(true);
    expect(first.recipients.find((recipient) => recipient.participant_id === ids[k])).toMatchObject({
      first_name: `First${1000 + k}`,
      email: address,
      answered: false,
    });
    expect(first.not_answered).toBe(COUNT - k);

    // one of them answers the package through the personal link in their mail
    const token = /assessment-responding\/([A-Za-z0-9_-]{22}\.[A-Za-z0-9-]+\.[A-Za-z0-9_-]{22})/.exec(sink.raw.get(address) ?? '')?.[1];
    expect(token).toBeDefined();
    const submitted = await api.call('POST', '/answers', {
      json: {
        token,
        finger_print: 'fp',
        browser_id: 'b1',
        link: cycle.package_link,
        participant_id: ids[k],
        package_id: pkg.id,
        assessment_id: assessment.id,
        answers: [{ question_id: assessment.questions[0]!.id, answer_type: 'one_to_five', answer_value: 4 }],
        collaboration: [],
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBeLessThan(300);
    answered += 1;
    await eventually(
      async () => (await deliveriesOf(sent.delayed_message.id)).not_answered === COUNT - k - 1,
      10_000,
      'the answer counted',
    );
    expect((await deliveriesOf(sent.delayed_message.id)).recipients.find((item) => item.participant_id === ids[k])?.answered).toBe(true);

    const [before, answerersMail] = [sink.total(), sink.counts.get(address)];
    const reminder = await api.call<SendAnswer>('POST', `/packages/${pkg.id}/delayed-messages/${sent.delayed_message.id}/remind`, {
      token: ada,
    });
    expect(reminder).toMatchObject({ status: 200, body: { recipients: COUNT - k - 1 } });
    const done = await settledMessage(api, ada, pkg.id, reminder.body.delayed_message.id, 120_000);
    expect(done).toMatchObject({
      status: 'sent',
      recipients: COUNT - k - 1,
      metadata: { email_subject: 'Reminder: Pulse for {{first_name}}' },
    });
    expect(sink.total() - before).toBe(COUNT - k - 1);
    // the one who answered got no reminder
    expect(sink.counts.get(address)).toBe(answerersMail);
  }, 180_000);

  it("hides another team's deliveries and refuses a colleague not assigned to the workspace", async () => {
    const messageId = sent.delayed_message.id;
    const hidden = 'Could not find package';
    const probes = [
      { method: 'GET', path: `/packages/${pkg.id}/delayed-messages/${messageId}/deliveries`, hidden },
      { method: 'POST', path: `/packages/${pkg.id}/delayed-messages/${messageId}/remind`, hidden },
      { method: 'POST', path: `/packages/${pkg.id}/send-by/email/audience`, json: { groups: [group] }, hidden },
    ];
    await expectHidden(api, bea, probes);
    await expectNotAssigned(api, alan, probes);
  });
});
