import type { Package } from '@canopy/contracts/survey/api';
import type { Page } from 'playwright-core';
import { apiClient, provisionTestTeam } from './identity.ts';
import { addGroupOf, type ParticipantRow } from './participants.ts';
import { startTestRuntime } from './runtime.ts';
import { createWorkspace } from './workspaces.ts';

/** the message wizard of a package, opened from its card's menu in My Library */
export const openMessageWizard = async (page: Page, baseUrl: string, packageName: string) => {
  await page.goto(`${baseUrl}/assessments/my-assessments`);
  const item = page.locator(`[data-testid="package-item"][data-package-name="${packageName}"]`);
  await item.getByRole('button', { name: `Actions for ${packageName}` }).click();
  await page.getByRole('menuitem', { name: 'Send message' }).click();
  return page.getByRole('dialog', { name: 'New message' });
};

export const RUTH = { email: 'ruth.sato@meridian.example', password: 'ruth-secret-1', firstName: 'Ruth', lastName: 'Sato' };

/**
 * The messages e2e world: the product (no minute sweep), Ruth's team, the workspace Harbour Foods with a group
 * Kitchen of `people`, and the package Harbour pulse holding `assessmentIds` with a forever link.
 */
export const startHarbourPulse = async (people: (workspaceId: string) => ParticipantRow[], assessmentIds: readonly string[] = []) => {
  const runtime = await startTestRuntime({ env: { MESSAGE_SCHEDULER: 'false', PUBLIC_URL: 'https://canopy.test' } });
  const api = apiClient(runtime);
  await provisionTestTeam(runtime, 'Meridian Advisory', [RUTH]);
  const token = await api.tokenFor(RUTH.email, RUTH.password);
  const workspace = await createWorkspace(api, token, 'Harbour Foods');
  await addGroupOf(api, token, workspace.id, 'Kitchen', people(workspace.id));
  const pkg = (
    await api.call<Package>('POST', '/packages', { token, json: { name: 'Harbour pulse', workspace_id: workspace.id, is_scheduled: true } })
  ).body;
  for (const id of assessmentIds) await api.call('POST', `/assessments/${id}/to-package/${pkg.id}`, { token, json: { relation: true } });
  await api.call('POST', `/packages/${pkg.id}/link`, { token, json: { is_forever: true } });
  return { runtime, api, token, workspace, pkg };
};
