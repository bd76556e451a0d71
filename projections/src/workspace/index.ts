import { hrisProjection } from './hris/project.ts';
import { matchingTemplatesProjection } from './matchingTemplates/project.ts';
import { participantNotesProjection } from './notes/project.ts';
import { participantsProjection } from './participants/project.ts';
import { workspacesProjection } from './workspaces/project.ts';

export { hrisProjection, matchingTemplatesProjection, participantNotesProjection, participantsProjection, workspacesProjection };

/** the read models of the workspace context */
export const workspaceProjections = [
  workspacesProjection,
  matchingTemplatesProjection,
  participantsProjection,
  hrisProjection,
  participantNotesProjection,
] as const;
