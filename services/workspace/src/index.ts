import { hrisEvents } from '@canopy/contracts/hris/events';
import { rosterEvents } from '@canopy/contracts/participants/events';
import { matchingTemplateEvents } from '@canopy/contracts/participants/templateEvents';
import { noteEvents } from '@canopy/contracts/participants/notes';
import { workspaceEvents } from '@canopy/contracts/workspace/events';
import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';
import { migrateImportProgress } from './csvImport/importProgress.ts';
import { csvImportRoutes } from './csvImport/routes.ts';
import { seedDemoWorkspaces } from './demoData.ts';
import { hrisLookup, hrisRoutesFor, startHris } from './hris/index.ts';
import { noteRoutes } from './notes/routes.ts';
import { rosterRoutes } from './roster/routes.ts';
import { workspaceRoutes } from './workspace/routes.ts';

/**
 * The workspace context: workspaces and their settings, participants and groups with the CSV import,
 * the HRIS sync. Deciders: workspace/. Read models: projections/src/workspace.
 */
export const workspaceModule = defineServiceModule({
  name: 'workspace',
  contracts: [...workspaceEvents, ...matchingTemplateEvents, ...rosterEvents, ...hrisEvents, ...noteEvents],
  routes: (deps) => async (app) => {
    await app.register(workspaceRoutes(deps, { hris: hrisLookup(deps) }));
    await app.register(rosterRoutes(deps));
    await app.register(noteRoutes(deps));
    await app.register(csvImportRoutes(deps));
    await app.register(hrisRoutesFor(deps));
  },
  start: async (deps) => {
    await migrateImportProgress(deps.platform.pool);
    if (deps.platform.config.SEED_DEMO) await seedDemoWorkspaces(deps);
    const stopHris = await startHris(deps);
    return async () => {
      await stopHris();
    };
  },
});

export { createWorkspaceAccess, type WorkspaceAccess } from './access/workspaceAccess.ts';
export { createRosterPort } from './roster/rosterCommands.ts';
export type { RosterPort } from './roster/rosterPort.ts';
// for demo seeds, benches and specs (white-box specs of the roster and the HRIS sync)
export { seedDemoWorkspaces } from './demoData.ts';
export { evolveRoster, initialRosterState, rosterStreamId, type RosterEvent, type RosterState } from './roster/roster.ts';
export { loadRosterState } from './roster/rosterState.ts';
export type { ImportRow } from './roster/rosterPort.ts';
export { hrisServiceFor } from './hris/hrisService.ts';
export { createHrisSync } from './hris/sync/hrisSync.ts';
export { SYNC_QUEUE } from './hris/sync/syncScheduler.ts';
export { HrisAuthorizationError, HrisCodeRejectedError, HrisProviderError, type HrDirectory } from './hris/provider/hrisProvider.ts';
export { SANDBOX_DIRECTORY_FILE } from './hris/sandbox/sandboxProvider.ts';
export { createFinchProvider } from './hris/provider/finch/finchProvider.ts';
export { retryAfterMs } from './hris/provider/finch/finchHttp.ts';
export { toAutomaticParticipants } from './hris/mapping/employeeMapping.ts';
// workspace's read models that other contexts read (ADR 0136): through this door, not their projection paths
export { createParticipantsReader } from '@canopy/projections/workspace/participants/read';
export { createWorkspacesReader, type WorkspaceRow } from '@canopy/projections/workspace/workspaces/read';
export { createAiParticipantsReader, type PersonalTerms } from '@canopy/projections/workspace/participants/aiRead';
export {
  createRespondentRosterReader,
  type Credential,
  type RespondentRosterReader,
} from '@canopy/projections/workspace/participants/respondentRead';
export { createNotesReader } from '@canopy/projections/workspace/notes/read';
