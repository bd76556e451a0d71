import { workspacesProjection } from './workspaces.ts';

export { workspacesProjection };

/** the read models of the workspace context */
export const workspaceProjections = [workspacesProjection] as const;
