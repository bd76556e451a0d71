import { allChangeIds, type SyncPreview } from '@canopy/contracts/hris/api';
import type { Runtime } from '@canopy/gateway';
import { hrisServiceFor, createRosterPort } from '@canopy/workspace';
import type pg from 'pg';
import type { HrisIntegration } from '@canopy/contracts/workspace/api';
import { eventually } from './events.ts';
import { form, type apiClient } from './identity.ts';

// Helpers for the HRIS specs: connecting through the API as the web client does, and waiting for the
// background sync run (it works on the scheduler's queue, not in the request).

type Api = ReturnType<typeof apiClient>;

export const hrisPath = {
  linkToken: (id: string) => `/hris/generate-link-token/workspace/${id}`,
  connect: (id: string) => `/hris/retrieve-account-token/workspace/${id}`,
  list: (id: string) => `/hris/by-workspace/${id}`,
  preview: (id: string) => `/hris/receive-synced-data/${id}`,
  forceSync: (id: string) => `/hris/force-sync/${id}`,
};

/** connects the workspace to the sandbox HR system and answers the integration */
export const connectSandbox = async (api: Api, token: string, workspaceId: string): Promise<HrisIntegration> => {
  const answer = await api.call<HrisIntegration>('POST', hrisPath.connect(workspaceId), { token, json: { code: 'sandbox' } });
  if (answer.status !== 201) throw new Error(`connecting the sandbox failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** polls until `check` holds for what `read` answers, and answers it */
export const eventuallyRead = async <T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 20_000,
  what = 'the condition',
): Promise<T> => {
  let last: T | undefined;
  try {
    await eventually(
      async () => {
        last = await read();
        return check(last);
      },
      timeoutMs,
      what,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; last value: ${JSON.stringify(last)?.slice(0, 2000)}`);
  }
  return last as T;
};

/** the preview of the sync waiting for review, once there is one (optionally of another run than `after`) */
export const waitForPreview = async (
  api: Api,
  token: string,
  workspaceId: string,
  options: { after?: string; timeoutMs?: number } = {},
): Promise<SyncPreview> => {
  const answer = await eventuallyRead(
    () => api.call<SyncPreview>('GET', hrisPath.preview(workspaceId), { token }),
    (current) => current.status === 200 && current.body.run_id !== options.after,
    options.timeoutMs,
    'a sync preview',
  );
  return answer.body;
};

export const integrationsOf = async (api: Api, token: string, workspaceId: string): Promise<HrisIntegration[]> => {
  const answer = await api.call<HrisIntegration[]>('GET', hrisPath.list(workspaceId), { token });
  if (answer.status !== 200) throw new Error(`listing integrations failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

export const waitForIntegration = (
  api: Api,
  token: string,
  workspaceId: string,
  check: (integration: HrisIntegration) => boolean,
  what = 'the integration',
  timeoutMs?: number,
) =>
  eventuallyRead(
    () => integrationsOf(api, token, workspaceId),
    (list) => list[0] !== undefined && check(list[0]),
    timeoutMs,
    what,
  ).then((list) => list[0]!);

/** the change ids of a preview, all of them */
export const everyChange = (preview: SyncPreview) => allChangeIds(preview.changes);

export const setGroupClassification = async (api: Api, token: string, workspaceId: string, classification: string) => {
  const answer = await api.call('PUT', `/workspaces/${workspaceId}`, { token, form: form({ group_classification: classification }) });
  if (answer.status !== 200) throw new Error(`setting the group classification failed: ${answer.status} ${JSON.stringify(answer.body)}`);
};

/** the HRIS sync of a running test runtime (the one its workspace module started) */
export const hrisOf = async (runtime: Pick<Runtime, 'deps'>) => hrisServiceFor(runtime.deps, createRosterPort(runtime.deps));

/** the data of the events of a type in a workspace's streams, in log order */
export const eventsOf = async (pool: pg.Pool, type: string, workspaceId: string): Promise<Array<Record<string, any>>> => {
  const result = await pool.query<{ data: Record<string, any> }>(
    `select data from eventstore.events where type = $1 and (stream_id = 'hris-' || $2 or stream_id = 'roster-' || $2) order by tx, seq`,
    [type, workspaceId],
  );
  return result.rows.map((row) => row.data);
};
