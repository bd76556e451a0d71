import { ownerPagePath } from '@canopy/contracts/actions/api';
import { createDeliveryLedger } from '@canopy/messaging';
import { PERIODIC_QUEUE } from '@canopy/platform/jobs/jobs';
import type { MailMessage } from '@canopy/platform/mail/mailer';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createActionPlansReader } from '@canopy/projections/actions/plans/read';
import { createConsultantsReader } from '@canopy/identity';
import { createWorkspacesReader } from '@canopy/workspace';
import { consultantName } from '../http/planAnswer.ts';
import { ownerLinkMail } from '../owners/ownerMail.ts';
import { reminderMail } from './reminderMail.ts';
import { type ReminderKind, remindersDue } from './remindersDue.ts';

/** the sweep that finds the reminders owed (every minute, one process at a time) */
export const ACTION_REMINDER_SWEEP_QUEUE = 'action-reminder-sweep';
/** one job per mail: a contact's personal link (an assignment), or one action's reminder */
export const ACTION_MAIL_QUEUE = 'action-mail';

type DeliveryKey = { messageId: string; participantId: string; cycleId: string };

export type ActionMailJob =
  | { kind: 'owner_link'; workspace_id: string; contact_id: string; link_id: string; action_id: string }
  | { kind: ReminderKind; action_id: string; due_date: string };

/**
 * Each mail's key in messaging's delivery ledger (ADR 0040, 0134): its unique key is what sends a mail once however
 * many sweeps, jobs and processes reach it. A reminder is owed once per action, kind and due day; an assignment
 * mail once per link and action.
 */
export const ledgerKeyOf = (job: ActionMailJob): DeliveryKey =>
  job.kind === 'owner_link'
    ? { messageId: 'action-owner-link', participantId: job.contact_id, cycleId: `${job.link_id}:${job.action_id}` }
    : { messageId: 'action-reminder', participantId: job.action_id, cycleId: `${job.kind}:${job.due_date}` };

/**
 * The actions context's mail (ADR 0134), on messaging's jobs and ledger: the route queues an assignment's mail, the
 * sweep queues the reminders owed, and a worker sends each once. What a mail says is read when it is sent: an
 * action done, dropped or moved meanwhile is owed no reminder.
 */
export const createActionMail = (deps: ServiceDeps, options: { baseUrl: () => string; daysBefore: number }) => {
  const { pool, config } = deps.platform;
  const plans = createActionPlansReader(pool);
  const workspaces = createWorkspacesReader(pool);
  const consultants = createConsultantsReader(pool);
  const ledger = createDeliveryLedger(pool, { leaseSeconds: config.MESSAGE_CLAIM_LEASE_SECONDS });

  /** the mail a job sends now, or null when nothing is owed any more */
  const mailOf = async (job: ActionMailJob, now: Date): Promise<MailMessage | null> => {
    if (job.kind === 'owner_link') {
      const [owned, workspace, link] = await Promise.all([
        plans.actionsOfContact(job.workspace_id, job.contact_id),
        workspaces.byId(job.workspace_id),
        plans.ownerLinkOfContact(job.workspace_id, job.contact_id),
      ]);
      const to = owned[0]?.owner_email;
      // an erased contact, or a link replaced or expired before the job ran: the newer link has its own mail
      if (!to || !link || link.link_id !== job.link_id || link.expires_at <= now) return null;
      return ownerLinkMail({
        to,
        name: owned[0]!.owner_name,
        workspaceName: workspace?.name ?? '',
        actions: owned.filter((action) => action.status === 'planned' || action.status === 'in_progress'),
        link: `${options.baseUrl()}${ownerPagePath(link.link_id)}`,
        expiresAt: link.expires_at,
      });
    }
    const action = await plans.action(job.action_id);
    if (!action || action.due_date !== job.due_date || (action.status !== 'planned' && action.status !== 'in_progress')) return null;
    const area = await plans.focusArea(action.focus_area_id);
    if (area?.status !== 'active') return null;
    const workspace = await workspaces.byId(action.workspace_id);
    if (!workspace) return null;
    const owed = remindersDue(action, { now, timeZone: workspace.time_zone, daysBefore: options.daysBefore });
    if (owed?.kind !== job.kind) return null;
    if (action.owner_contact_id) {
      const link = await plans.ownerLinkOfContact(action.workspace_id, action.owner_contact_id);
      if (!action.owner_email || !link) return null;
      // an expired link still leads to the page that says to ask the consultant for a new one
      return reminderMail({
        kind: job.kind,
        to: action.owner_email,
        name: action.owner_name,
        title: action.title,
        dueDate: action.due_date,
        workspaceName: workspace.name,
        link: `${options.baseUrl()}${ownerPagePath(link.link_id)}`,
      });
    }
    const owner = action.owner_consultant_id ? await consultants.byId(action.owner_consultant_id) : null;
    if (!owner?.email) return null;
    return reminderMail({
      kind: job.kind,
      to: owner.email,
      name: consultantName(owner),
      title: action.title,
      dueDate: action.due_date,
      workspaceName: workspace.name,
      link: `${options.baseUrl()}/action-plans`,
    });
  };

  /**
   * Sends one job's mail at most once: the ledger's claim decides who sends; a failed send is recorded as failed
   * and not repeated (an assignment's remedy is 'send the link again', which makes a new link and a new key).
   */
  const send = async (job: ActionMailJob, now: Date) => {
    const key = ledgerKeyOf(job);
    const mail = await mailOf(job, now);
    if (!mail) return;
    const token = ledger.newToken();
    const [claimed] = await ledger.claim([key], token);
    if (!claimed) return;
    try {
      await deps.mailer!.send(mail);
      await ledger.finish(key, token, null);
    } catch (error) {
      await ledger.finish(key, token, error instanceof Error ? error.message : String(error));
      deps.logger.warn({ err: error, job: job.kind }, 'action mail failed');
    }
  };

  /** the reminders owed at `now`, one job each (a job for a reminder already sent finds its key taken) */
  const sweep = async (now: Date) => {
    const open = await plans.openActions();
    const zones = new Map<string, string>();
    for (const action of open) {
      if (!zones.has(action.workspace_id)) zones.set(action.workspace_id, (await workspaces.byId(action.workspace_id))?.time_zone ?? '');
      const timeZone = zones.get(action.workspace_id)!;
      if (!timeZone) continue;
      const owed = remindersDue(action, { now, timeZone, daysBefore: options.daysBefore });
      if (!owed) continue;
      const job: ActionMailJob = { kind: owed.kind, action_id: action.id, due_date: action.due_date };
      await queue(job);
    }
  };
  /**
   * queues the mail in the ledger (as messaging queues a message's recipients) and, only when this call queued it,
   * its job: a reminder the ledger holds already, queued, sent or failed, is never queued again
   */
  const queue = async (job: ActionMailJob) => {
    if ((await ledger.enqueue([ledgerKeyOf(job)])) === 1) await deps.jobs.send(ACTION_MAIL_QUEUE, job);
  };

  return {
    sweep,
    send,
    /** queues an assignment's mail (the route answers without waiting for SMTP) */
    queueOwnerLink: (job: Extract<ActionMailJob, { kind: 'owner_link' }>) => queue(job),
    async start(sweeps: boolean) {
      await deps.jobs.createQueue(ACTION_MAIL_QUEUE, {
        policy: 'standard',
        heartbeatSeconds: 10,
        expireInSeconds: 60 * 60,
        retryLimit: 5,
        retryDelay: 10,
        retryBackoff: true,
      });
      await deps.jobs.work<ActionMailJob>(ACTION_MAIL_QUEUE, { concurrency: 2, pollingIntervalSeconds: 1 }, ({ data }) =>
        send(data, deps.clock.now()),
      );
      if (!sweeps) return;
      await deps.jobs.createQueue(ACTION_REMINDER_SWEEP_QUEUE, PERIODIC_QUEUE);
      await deps.jobs.schedule(ACTION_REMINDER_SWEEP_QUEUE, '* * * * *', {});
      await deps.jobs.work(ACTION_REMINDER_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, () => sweep(deps.clock.now()));
    },
  };
};
export type ActionMail = ReturnType<typeof createActionMail>;
