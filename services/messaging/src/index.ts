import { MessagingMessages } from '@canopy/contracts/messaging/api';
import { messagingEvents } from '@canopy/contracts/messaging/events';
import { defineServiceModule, type ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createMessagesReader, type MessageRow } from '@canopy/projections/messaging/messages/read';
import { createSmtpMailer, type Mailer } from '@canopy/platform/mail/mailer';
import { createPersonalLinks } from '@canopy/survey';
import { createWorkspaceAlerts } from '@canopy/analytics';
import { createConsultantsReader } from '@canopy/identity';
import { createPackageLinksReader, createPackagesReader } from '@canopy/survey';
import { createParticipantsReader, createWorkspacesReader } from '@canopy/workspace';
import { createAlertDigest, migrateAlertDigests } from './digest/alertDigest.ts';
import { createMessagingCommands } from './commands.ts';
import { messageRoutes } from './http/messageRoutes.ts';
import { messageDepsOf } from './message/messageDeps.ts';
import { templateRoutes } from './http/templateRoutes.ts';
import { createDeliveryLedger, migrateDeliveries } from './send/deliveries.ts';
import { createDelivery } from './send/delivery.ts';
import { surveyLinks } from './send/links.ts';
import { createMessageScheduler } from './send/scheduler.ts';
import { createSender } from './send/sender.ts';
import { createSendNow } from './send/sendNow.ts';
import { seedOrganizationTemplates } from './template/organizationTemplates.ts';

const noMailer: Mailer = {
  send: async () => {
    throw new Error('mail is not configured');
  },
  close: () => {},
};

/** the parts a send needs, made once per process */
const wire = async (deps: ServiceDeps) => {
  const { pool, config } = deps.platform;
  const commands = createMessagingCommands(deps);
  const baseUrl = () => (config.PUBLIC_URL ?? `http://localhost:${config.PORT || 3000}`).replace(/\/+$/, '');
  const personal = await createPersonalLinks(deps.platform, deps.clock);
  const personalPaths = async (packageId: string) => {
    const linkOf = await personal.personalLinksOf(packageId);
    return (participantId: string) => linkOf(participantId)?.path ?? null;
  };
  const links = surveyLinks({ pool, baseUrl, personalPaths, now: () => deps.clock.now() });
  const ledger = createDeliveryLedger(pool, { leaseSeconds: config.MESSAGE_CLAIM_LEASE_SECONDS });
  // a message to thousands reuses its SMTP connections (the development catcher keeps the shared mailer)
  const mailer = config.SMTP_HOST
    ? createSmtpMailer({
        host: config.SMTP_HOST,
        port: config.SMTP_PORT ?? 587,
        user: config.SMTP_USER,
        password: config.SMTP_PASSWORD,
        from: config.MAIL_FROM,
        pooledConnections: config.MESSAGE_SEND_CONCURRENCY,
      })
    : (deps.mailer ?? noMailer);
  const sender = createSender({
    ledger,
    mailer,
    links,
    concurrency: config.MESSAGE_SEND_CONCURRENCY,
    leaseSeconds: config.MESSAGE_CLAIM_LEASE_SECONDS,
    retries: config.MESSAGE_SEND_RETRIES,
    retryBaseMs: config.MESSAGE_RETRY_BASE_MS,
  });
  const delivery = createDelivery({ participants: createParticipantsReader(pool), links, sender, ledger, commands, clock: deps.clock });
  const packages = createPackagesReader(pool);
  const workspaces = createWorkspacesReader(pool);
  const namesOf = async (message: MessageRow) => {
    const [pkg, workspace] = await Promise.all([packages.byId(message.package_id), workspaces.byId(message.workspace_id)]);
    return pkg && workspace ? { packageName: pkg.name, workspaceName: workspace.name, timeZone: workspace.time_zone } : null;
  };
  const scheduler = createMessageScheduler({
    jobs: deps.jobs,
    clock: deps.clock,
    messages: createMessagesReader(pool),
    delivery,
    namesOf,
    logger: deps.logger,
    sweeps: config.MESSAGE_SCHEDULER,
    sends: config.MESSAGE_SEND_JOBS,
  });
  const sendNow = createSendNow({ commands, delivery, links, enqueue: scheduler.enqueue });
  const consultants = createConsultantsReader(pool);
  const alertDigest = createAlertDigest({
    pool,
    jobs: deps.jobs,
    clock: deps.clock,
    logger: deps.logger,
    mailer: () => mailer,
    baseUrl,
    endedBetween: createPackageLinksReader(pool).endedBetween,
    workspace: async (id) => {
      const row = await workspaces.byId(id);
      return row
        ? {
            name: row.name,
            consultants_ids: row.consultants_ids,
            thresholds: {
              alpha: row.alert_alpha,
              minimum_respondents: row.alert_minimum_respondents,
              minimum_move: row.alert_minimum_move,
            },
          }
        : null;
    },
    packageName: async (id) => (await packages.byId(id))?.name ?? '',
    consultants: async (ids) => (await Promise.all(ids.map((id) => consultants.byId(id)))).flatMap((row) => (row ? [row] : [])),
    alerts: createWorkspaceAlerts(pool),
    sweeps: config.MESSAGE_SCHEDULER,
  });
  return {
    alertDigest,
    commands,
    links,
    ledger,
    delivery,
    scheduler,
    sendNow,
    async close() {
      await scheduler.stop();
      if (mailer !== deps.mailer) mailer.close();
    },
  };
};

type Wired = Awaited<ReturnType<typeof wire>>;
const wired = new WeakMap<ServiceDeps, Promise<Wired>>();
/** one set of parts per runtime */
const wiredOf = (deps: ServiceDeps): Promise<Wired> => {
  let found = wired.get(deps);
  if (!found) {
    found = wire(deps);
    wired.set(deps, found);
  }
  return found;
};

/**
 * The messaging context: messages sent now, scheduled or triggered for a package's participants, the delivery
 * ledger that sends each person each message once per cycle, the minute sweep, and message templates.
 * Deciders: message/, template/. Read models: projections/src/messaging.
 */
export const messagingModule = defineServiceModule({
  name: 'messaging',
  contracts: [...messagingEvents],
  routes: (deps) => async (app) => {
    const { commands, ledger, delivery, links, sendNow } = await wiredOf(deps);
    const mailer = () => deps.mailer ?? app.mailer;
    await app.register(messageRoutes(messageDepsOf(deps, { commands, ledger, delivery, links, sendNow, mailer })));
    await app.register(templateRoutes(deps, commands));
  },
  start: async (deps) => {
    await Promise.all([migrateDeliveries(deps.platform.pool), migrateAlertDigests(deps.platform.pool)]);
    const { commands, scheduler, alertDigest, close } = await wiredOf(deps);
    await seedOrganizationTemplates(commands, deps.clock.now());
    await scheduler.start();
    await alertDigest.start();
    return close;
  },
});

/** the minute sweep's parts; `sweep(now)` is what each pg-boss job runs (and what specs run with their own clock) */
export const schedulerOf = async (deps: ServiceDeps) => ({ scheduler: (await wiredOf(deps)).scheduler });
/** the alert digest's parts; `sweep(now)` is what each of its periodic jobs runs (ADR 0133) */
export const alertDigestOf = async (deps: ServiceDeps) => (await wiredOf(deps)).alertDigest;
export { MessagingMessages };
// the port survey reads its packages' counts and schedules through
export { createPackageMessages } from './message/packageMessages.ts';
// for benches and specs of the send path (a sender process killed midway)
export { createDeliveryLedger, migrateDeliveries } from './send/deliveries.ts';
export { renderMail } from './send/render.ts';
export { createSender, type SendRequest } from './send/sender.ts';
