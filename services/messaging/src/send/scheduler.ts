import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { MessagesReader, MessageRow } from '@canopy/projections/messaging/messages/read';
import { isDatabaseShuttingDown, isStopping } from '@canopy/platform/runtime/stopping';
import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Delivery, Names } from './delivery.ts';

export const MESSAGE_SWEEP_QUEUE = 'message-sweep';

/**
 * Scheduled and triggered messages go from a pg-boss schedule on the same PostgreSQL (as the HRIS sync does):
 * every minute one gateway, whichever takes the job, sends the scheduled messages whose time has come and the
 * trigger messages' participants whose day and hour have come. The cron runs in UTC; every send time is
 * computed in America/New_York (timing/sendTime.ts). Two gateways sweeping at once, or a sweep restarted
 * after a crash, send each participant's mail once: the delivery ledger decides.
 */
export const createMessageScheduler = (options: {
  databaseUrl: string;
  messages: MessagesReader;
  delivery: Delivery;
  namesOf: (message: MessageRow) => Promise<Names | null>;
  logger: Logger;
  /** how far back a trigger looks for participants whose send time passed (a gateway down for a while catches up) */
  triggerLookbackMs?: number;
}) => {
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 3, application_name: 'canopy-messages' });
  let stopping = false;
  // the process stopping (Ctrl+C stops the embedded PostgreSQL at the same moment) ends its connections: expected
  const quiet = (error: unknown) => stopping || isStopping() || isDatabaseShuttingDown(error);
  boss.on('error', (error) =>
    quiet(error)
      ? options.logger.debug({ err: { message: error.message } }, 'message scheduler stopping')
      : options.logger.error({ err: error }, 'message scheduler error'),
  );
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

  /** one pass: what is due at `now` */
  const sweep = async (now: Date) => {
    for (const message of await options.messages.due(now)) {
      const names = await namesOrExpire(message, now);
      if (!names) continue;
      await options.delivery.sendScheduled(message, names, context(message, now));
    }
    for (const message of await options.messages.triggers()) {
      const names = await namesOrExpire(message, now);
      if (!names) continue;
      const since = new Date(Math.max(message.created_at.getTime(), now.getTime() - lookback));
      await options.delivery.sendTriggered(message, names, context(message, now), now, since);
    }
  };

  return {
    sweep,
    async start() {
      await boss.start();
      await boss.createQueue(MESSAGE_SWEEP_QUEUE, { policy: 'singleton', expireInSeconds: 30 * 60, retryLimit: 3, retryDelay: 30 });
      await boss.schedule(MESSAGE_SWEEP_QUEUE, '* * * * *', {}, { tz: 'UTC' });
      await boss.work(MESSAGE_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
        await sweep(new Date());
      });
    },
    async stop() {
      stopping = true;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
};
