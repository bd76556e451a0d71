import { hrisProjection } from './hris.ts';
import { matchingTemplatesProjection } from './matchingTemplates.ts';
import { participantsProjection } from './participants.ts';
import { workspacesProjection } from './workspaces.ts';

export { hrisProjection, matchingTemplatesProjection, participantsProjection, workspacesProjection };

/** the read models of the workspace context */
export const workspaceProjections = [workspacesProjection, matchingTemplatesProjection, participantsProjection, hrisProjection] as const;
