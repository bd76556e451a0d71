import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import { expect } from 'vitest';
import type { apiClient } from './identity.ts';

// The access rule on a workspace's routes, probed call by call: another team's workspace and what is in it
// are not found (404), a colleague not assigned to the workspace is refused (403).

type Api = ReturnType<typeof apiClient>;
/** one call of a route; `hidden`: the detail of its 404 to another team */
export type Probe = { method: string; path: string; json?: unknown; hidden: string };

/** every probe answers 404 with its `hidden` detail to the token (a consultant of another team) */
export const expectHidden = async (api: Api, token: string, probes: readonly Probe[]) => {
  for (const probe of probes) {
    const answer = await api.call(probe.method, probe.path, { token, json: probe.json });
    expect(answer, `${probe.method} ${probe.path}`).toMatchObject({ status: 404, body: { detail: probe.hidden } });
  }
};

/** every probe answers 403 'not assigned' to the token (a colleague not assigned to the workspace) */
export const expectNotAssigned = async (api: Api, token: string, probes: readonly Probe[]) => {
  for (const probe of probes) {
    const answer = await api.call(probe.method, probe.path, { token, json: probe.json });
    expect(answer, `${probe.method} ${probe.path}`).toMatchObject({ status: 403, body: { detail: WorkspaceMessages.notAssigned } });
  }
};
