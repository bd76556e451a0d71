/** the AI pages' query keys, one tree per workspace so switching workspaces never mixes answers */
export const aiKeys = {
  all: ['ai'] as const,
  workspace: (workspaceId: string) => [...aiKeys.all, workspaceId] as const,
  status: (workspaceId: string) => [...aiKeys.workspace(workspaceId), 'status'] as const,
  packages: (workspaceId: string) => [...aiKeys.workspace(workspaceId), 'packages'] as const,
  generatedPackages: (workspaceId: string) => [...aiKeys.workspace(workspaceId), 'generated'] as const,
  generatedAssessments: (workspaceId: string, packageId: string) => [...aiKeys.generatedPackages(workspaceId), packageId] as const,
  generatedPeriods: (workspaceId: string, packageId: string, assessmentId: string) =>
    [...aiKeys.generatedAssessments(workspaceId, packageId), assessmentId] as const,
  latest: (workspaceId: string, assessmentId: string) => [...aiKeys.workspace(workspaceId), 'latest', assessmentId] as const,
  generatedGroups: (workspaceId: string, runId: string, assessmentId: string) =>
    [...aiKeys.generatedPackages(workspaceId), 'groups', runId, assessmentId] as const,
};

/** how often 'Info of processing' is read again while a run is queued or running */
export const STATUS_POLL_MS = 3000;
