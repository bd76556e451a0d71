import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { MessagesReader, MessageRow } from '@canopy/projections/messaging/messages/read';
import type { Logger } from 'pino';
import type { Delivery, Names } from './delivery.ts';
import { PERIODIC_QUEUE, type Jobs } from '@canopy/platform/jobs/jobs';
import type { Clock } from '@canopy/platform/time/clock';

export const MESSAGE_SWEEP_QUEUE = 'message-sweep';
/** one job per message sent now (and per reminder) */
export const MESSAGE_SEND_QUEUE = 'message-send';
/**
 * A send's job: the message, and the audience computed when it was sent (its cycle and participants, ids only: no
 * address or name goes into the job table). A job queued before audiences were carried has only `message_id`.
 */
export type SendJob = { message_id: string; cycle_id?: string; participant_ids?: string[] };

/**
 * Scheduled and triggered messages go from a pg-boss schedule on the same PostgreSQL: every minute one process,
 * whichever takes the job, sends the scheduled messages whose time has come and the trigger messages'
 * participants whose day and hour have come; a message sent now is a job of its own, taken at once. The cron
 * runs in UTC; every send time is computed in America/New_York (timing/sendTime.ts). Two processes sending one
 * message at once, or a send restarted after a crash, send each participant's mail once: the delivery ledger
 * decides (ADR 0040, ADR 0079).
 *
 * The sweep is a singleton that heartbeats while it runs: a sweep whose process died is failed after
 * `heartbeatSeconds`, not after a 30-minute expiry during which every later sweep waits; and a process that
 * starts sweeps once at once, so mail that came due while it was down goes without waiting for the minute.
 */
export const createMessageScheduler = (options: {
  /** the process's pg-boss (deps.jobs) */
  jobs: Pick<Jobs, 'createQueue' | 'send' | 'work' | 'schedule'>;
  clock: Clock;
  messages: MessagesReader;
  delivery: Delivery;
  namesOf: (message: MessageRow) => Promise<Names | null>;
  logger: Logger;
  /** whether this process runs the minute sweep (MESSAGE_SCHEDULER) */
  sweeps: boolean;
  /** whether this process works the sends of messages sent now (MESSAGE_SEND_JOBS) */
  sends: boolean;
  /** how far back a trigger looks for participants whose send time passed (a gateway down for a while catches up) */
  triggerLookbackMs?: number;
}) => {
  const lookback = options.triggerLookbackMs ?? 24 * 60 * 60 * 1000;
  const context = (message: MessageRow, now: Date): CommandContext => ({
    teamId: message.team_id,
    workspaceId: message.workspace_id,
    actor: 'scheduler',
    correlationId: `sweep-${now.toISOString()}`,
    now,
  });

  /** the names a mail needs, or null after expiring a message whose package or link is gone */
  const namesOrExpire = async (message: MessageRow, now: Date) => {
    const names = await options.namesOf(message);
    if (names && (await options.delivery.linkOpen(message, now))) return names;
    await options.delivery.expire(message, context(message, now));
    return null;
  };
  /** a registered message whose time has come, to whoever in its audience (carried, or computed now) has not had it */
  const sendDue = async (message: MessageRow, now: Date, carried?: { cycle_id: string; participant_ids: readonly string[] }) => {
    const names = await namesOrExpire(message, now);
    if (!names) return;
    const known = carried && (await options.delivery.carriedAudience(carried.cycle_id, carried.participant_ids));
    await options.delivery.sendScheduled(message, names, context(message, now), known);
  };

  /** one pass: what is due at `now` */
  const sweep = async (now: Date) => {
    for (const message of await options.messages.due(now)) await sendDue(message, now);
    for (const message of await options.messages.triggers()) {
      const names = await namesOrExpire(message, now);
      if (!names) continue;
      const since = new Date(Math.max(message.created_at.getTime(), now.getTime() - lookback));
      await options.delivery.sendTriggered(message, names, context(message, now), now, since);
    }
  };
  /**
   * One message sent now, to the audience its job carries. Its row is read for its state only: a message deleted or
   * sent meanwhile (a retried job) has nothing left to do.
   */
  const sendOne = async (job: SendJob, now: Date) => {
    const message = await options.messages.one(job.message_id);
    if (message?.status !== 'registered') return;
    const carried =
      job.cycle_id !== undefined && job.participant_ids ? { cycle_id: job.cycle_id, participant_ids: job.participant_ids } : undefined;
    await sendDue(message, now, carried);
  };
  const logged = (what: string, work: () => Promise<void>) =>
    work().catch((error: unknown) => {
      options.logger.error({ err: error }, what);
      throw error;
    });

  let catchingUp: Promise<void> | null = null;
  return {
    sweep,
    sendOne,
    /** queues the send of a message sent now */
    enqueue: (job: SendJob) => options.jobs.send(MESSAGE_SEND_QUEUE, job),
    async start() {
      // a send whose process died is failed once it stops heartbeating and tried again; the ledger skips what it did
      await options.jobs.createQueue(MESSAGE_SEND_QUEUE, {
        policy: 'standard',
        heartbeatSeconds: 10,
        expireInSeconds: 6 * 60 * 60,
        retryLimit: 5,
        retryDelay: 10,
        retryBackoff: true,
      });
      if (options.sends)
        await options.jobs.work<SendJob>(MESSAGE_SEND_QUEUE, { concurrency: 2, pollingIntervalSeconds: 1 }, ({ data }) =>
          logged('message send failed', () => sendOne(data, options.clock.now())),
        );
      if (!options.sweeps) return;
      // one sweep at a time, heartbeating while it runs (a long send is never failed for its length; a dead one soon is)
      await options.jobs.createQueue(MESSAGE_SWEEP_QUEUE, { ...PERIODIC_QUEUE, expireInSeconds: 6 * 60 * 60 });
      await options.jobs.schedule(MESSAGE_SWEEP_QUEUE, '* * * * *', {});
      await options.jobs.work(MESSAGE_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, () =>
        logged('message sweep failed', () => sweep(options.clock.now())),
      );
      // what came due while no process swept goes now (a sweep of another process at the same time skips what this one sends)
      catchingUp = sweep(options.clock.now()).catch((error: unknown) =>
        options.logger.warn({ err: error }, 'message sweep at start failed'),
      );
    },
    /** waits for the sweep made at start (the jobs stop with the process's pg-boss, before the modules) */
    async stop() {
      await catchingUp;
    },
  };
};

export type MessageScheduler = ReturnType<typeof createMessageScheduler>;
