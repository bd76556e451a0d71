import { z } from 'zod';
import { Text } from '../platform/text.ts';
import { isZeroDate, type HrisIntegration } from '../workspace/api.ts';

// Payloads of the HRIS integration API: connecting, syncing, the preview of a sync and its review (ADR 0012).
// Every path names the workspace: one HR system per workspace at a time.

export const HrisMessages = {
  alreadyConnected: 'This workspace is already connected to an HR system',
  notConnected: 'This workspace is not connected to an HR system',
  codeRequired: 'The authorization code is missing',
  codeRejected: 'The HR system did not accept the authorization code; connect again',
  providerUnavailable: 'The HR system could not be reached; try again later',
  noPendingSync: 'There is no synchronisation waiting for review',
  previewOutdated: 'A newer synchronisation replaced this one; reopen the preview to see the latest changes',
  unknownChange: (id: string) => `Unknown change ${id}`,
  alreadyApplied: 'This synchronisation has already been applied',
  syncRunning: 'A synchronisation is already running for this workspace',
  reauthRequired: 'The HR system needs to be authorised again: connect it again from the HRIS integrations tab',
  disconnected: 'The HR system was disconnected',
  /** the spec's notice while a sync runs ({product} is Canopy) */
  inProgressNotice: 'Canopy is currently synchronizing data. This can take up to 8 hours, depending on the number of participants.',
} as const;

/** a sync that would deactivate more than this share of the active automatic participants waits for a consultant */
export const SAFETY_STOP_RATIO = 0.4;

export const HrisProviderKind = z.enum(['finch', 'sandbox']);
export type HrisProviderKind = z.infer<typeof HrisProviderKind>;

/** what started a sync: connecting, a consultant's 'Force sync', or the daily schedule */
export const SyncTrigger = z.enum(['connect', 'manual', 'scheduled']);
export type SyncTrigger = z.infer<typeof SyncTrigger>;

/**
 * `sync_status`: reading the HR system. pending (never read), in_progress, retrying (a read failed and
 * will be tried again), completed, failed (retries exhausted), reauth_required (the provider refused the token).
 */
export const ProviderSyncStatus = z.enum(['pending', 'in_progress', 'retrying', 'completed', 'failed', 'reauth_required']);
export type ProviderSyncStatus = z.infer<typeof ProviderSyncStatus>;

/**
 * `local_sync_status`: applying what was read to the workspace's participants. pending (nothing read yet),
 * awaiting_review (a preview waits for a consultant), paused (the safety stop tripped: a consultant must
 * confirm), in_progress (applying), completed, failed.
 */
export const LocalSyncStatus = z.enum(['pending', 'awaiting_review', 'paused', 'in_progress', 'completed', 'failed']);
export type LocalSyncStatus = z.infer<typeof LocalSyncStatus>;

/** a preview waits for a consultant (the participants page shows its banner) */
export const isAwaitingReview = (integration: Pick<HrisIntegration, 'local_sync_status'>) =>
  integration.local_sync_status === 'awaiting_review' || integration.local_sync_status === 'paused';

type SyncState = Pick<
  HrisIntegration,
  'sync_status' | 'local_sync_status' | 'sync_completed_at' | 'local_sync_completed_at' | 'sync_scheduled_at'
>;

/**
 * 'HRIS sync in progress', the one rule for the blurred card, the spinner, the notice,
 * the disabled 'Force sync' and the polling: a status says in progress (or retrying), a sync never
 * completed, or the scheduled time has passed. Not while it waits for a consultant's review (nothing
 * runs), nor once it stopped (failed, or the provider wants a new authorisation): the card then shows why,
 * and 'Force sync' or 'Connect again' is offered.
 */
export const isSyncInProgress = (integration: SyncState, now = new Date()): boolean => {
  const statuses: string[] = [integration.sync_status, integration.local_sync_status];
  if (statuses.some((status) => status === 'in_progress' || status === 'retrying')) return true;
  if (isAwaitingReview(integration)) return false;
  if (statuses.some((status) => status === 'failed' || status === 'reauth_required')) return false;
  if (isZeroDate(integration.sync_completed_at) || isZeroDate(integration.local_sync_completed_at)) return true;
  const scheduled = new Date(integration.sync_scheduled_at).getTime();
  return !isZeroDate(integration.sync_scheduled_at) && Number.isFinite(scheduled) && scheduled <= now.getTime();
};

/**
 * GET generate-link-token/workspace/{id}: what the browser needs to open the provider's connect flow.
 * Finch: `connect_url` opens Finch Connect (a session made server-side with our client secret), which
 * redirects to `redirect_uri` with `?code=`. Sandbox: no URL; the client posts a code starting with `sandbox`.
 */
export const LinkToken = z.object({
  provider: HrisProviderKind,
  link_token: Text(),
  client_id: Text(),
  products: z.array(Text()),
  connect_url: Text().nullable(),
  redirect_uri: Text().nullable(),
});
export type LinkToken = z.infer<typeof LinkToken>;

/** POST retrieve-account-token/workspace/{id}: the code Finch Connect (or the sandbox dialog) gave the browser */
export const RetrieveAccountTokenRequest = z.object({ code: Text().trim().min(1, HrisMessages.codeRequired).max(2000) });
export type RetrieveAccountTokenRequest = z.input<typeof RetrieveAccountTokenRequest>;

/** one changed participant field, as the preview shows it */
export const FieldChange = z.object({ field: Text(), from: Text(), to: Text() });
export type FieldChange = z.infer<typeof FieldChange>;

/** a person in a preview: enough to recognise them (the preview is shown to the consultants of the workspace only) */
const Person = { external_id: Text(), first_name: Text(), last_name: Text(), email: Text() };

/** `id` of every change: what the consultant ticks; stable for the same difference between two runs */
export const ParticipantAddition = z.object({
  id: Text(),
  ...Person,
  job: Text(),
  department: Text(),
  work_location_name: Text(),
  hiring_date: Text(),
});
export const ParticipantUpdate = z.object({ id: Text(), participant_id: Text(), ...Person, changes: z.array(FieldChange) });
export const ParticipantRemoval = z.object({ id: Text(), participant_id: Text(), ...Person });
export type ParticipantAddition = z.infer<typeof ParticipantAddition>;
export type ParticipantUpdate = z.infer<typeof ParticipantUpdate>;
export type ParticipantRemoval = z.infer<typeof ParticipantRemoval>;

export const GroupMemberRef = z.object({ external_id: Text(), name: Text() });
export const GroupAddition = z.object({ id: Text(), name: Text(), origin_source: Text(), members: z.array(GroupMemberRef) });
export const GroupUpdate = z.object({
  id: Text(),
  group_id: Text(),
  name: Text(),
  origin_source: Text(),
  joined: z.array(GroupMemberRef),
  left: z.array(GroupMemberRef),
});
export const GroupRemoval = z.object({ id: Text(), group_id: Text(), name: Text(), origin_source: Text(), member_count: z.number().int() });
export type GroupAddition = z.infer<typeof GroupAddition>;
export type GroupUpdate = z.infer<typeof GroupUpdate>;
export type GroupRemoval = z.infer<typeof GroupRemoval>;

/** what a sync would change: deleted participants are deactivated (they keep their answers) */
export const ChangeSet = z.object({
  participants: z.object({
    added: z.array(ParticipantAddition),
    updated: z.array(ParticipantUpdate),
    deleted: z.array(ParticipantRemoval),
  }),
  groups: z.object({ added: z.array(GroupAddition), updated: z.array(GroupUpdate), deleted: z.array(GroupRemoval) }),
});
export type ChangeSet = z.infer<typeof ChangeSet>;

/** every change id of a change set, participants then groups, each added, updated, deleted (all ticked; what a scheduled run applies) */
export const allChangeIds = (changes: ChangeSet): string[] =>
  (['participants', 'groups'] as const).flatMap((kind) =>
    (['added', 'updated', 'deleted'] as const).flatMap((section) => changes[kind][section].map((change) => change.id)),
  );

/** the 40% rule, as measured on this change set */
export const SafetyStop = z.object({
  tripped: z.boolean(),
  deactivations: z.number().int(),
  active_automatic: z.number().int(),
  threshold: z.number(),
});
export type SafetyStop = z.infer<typeof SafetyStop>;

/** GET receive-synced-data/{workspaceId}: the sync run waiting for review, with its change set */
export const SyncPreview = z.object({
  workspace_id: Text(),
  connection_id: Text(),
  run_id: Text(),
  trigger: SyncTrigger,
  /** paused: the safety stop tripped; Done confirms it */
  status: z.enum(['awaiting_review', 'paused']),
  safety_stop: SafetyStop,
  read_at: Text(),
  changes: ChangeSet,
});
export type SyncPreview = z.infer<typeof SyncPreview>;

/** POST receive-synced-data/{workspaceId}: the run previewed and the ids of the ticked changes (the rest are left out) */
export const ApplySyncRequest = z.object({ run_id: Text().min(1), change_ids: z.array(Text()).max(200_000) });
export type ApplySyncRequest = z.input<typeof ApplySyncRequest>;

export const AppliedSync = z.object({
  run_id: Text(),
  created: z.number().int(),
  updated: z.number().int(),
  deactivated: z.number().int(),
  groups_created: z.number().int(),
  groups_deleted: z.number().int(),
});
export type AppliedSync = z.infer<typeof AppliedSync>;

/** POST force-sync/{workspaceId}: the run queued */
export const ForcedSync = z.object({ run_id: Text() });

/**
 * The HRIS calls the spec lists, under `/hris/` so the bare `by-workspace/{id}` cannot be mistaken for
 * another context's route. Every `{id}` is the workspace's.
 */
export const HrisPaths = {
  linkToken: (workspaceId: string) => `/hris/generate-link-token/workspace/${workspaceId}`,
  retrieveAccountToken: (workspaceId: string) => `/hris/retrieve-account-token/workspace/${workspaceId}`,
  byWorkspace: (workspaceId: string) => `/hris/by-workspace/${workspaceId}`,
  syncedData: (workspaceId: string) => `/hris/receive-synced-data/${workspaceId}`,
  forceSync: (workspaceId: string) => `/hris/force-sync/${workspaceId}`,
  /** DELETE: disconnect (the spec does not show this path) */
  disconnect: (workspaceId: string) => `/hris/by-workspace/${workspaceId}`,
} as const;
