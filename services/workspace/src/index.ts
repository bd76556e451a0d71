import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';

/** The workspace context: workspaces, participants and groups (issues #4, #5, #6). Its commands and routes arrive with the issues that build them. */
export const workspaceModule = defineServiceModule({
  name: 'workspace',
  contracts: [],
});
